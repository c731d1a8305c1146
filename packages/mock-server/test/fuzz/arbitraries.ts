// Malformed values for each kind of field the contract accepts. Every value here is invalid for its field,
// so a payload with at least one of them must be refused.
import fc from 'fast-check';
import { EMAIL_PATTERN, parseIsoDate, parseLatLngText } from '../../src/validation';

/** The field is left out of the payload. */
export const MISSING = Symbol('missing');
type Breaker = fc.Arbitrary<unknown>;

const json = fc.jsonValue({ maxDepth: 2 });
/** Not a string: numbers, booleans, arrays, objects. */
export const notText: Breaker = fc.oneof(
  fc.integer(),
  // NaN and the infinities travel as JSON null, which optional texts accept as missing.
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(json, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), json, { maxKeys: 3 }),
);
export const blank: Breaker = fc.constantFrom('', ' ', '\n\t  ');
export const huge = (max: number): Breaker =>
  fc
    .tuple(fc.integer({ min: max + 1, max: max + 200_000 }), fc.constantFrom('x', 'é', '🏠'))
    .map(([length, char]) => char.repeat(length));
const absent: Breaker = fc.constantFrom(MISSING, null);

export const requiredText = (max: number): Breaker => fc.oneof(absent, blank, notText, huge(max));
export const optionalText = (max: number): Breaker => fc.oneof(notText, huge(max));

const otherString = (allowed: readonly string[]) =>
  fc.string({ minLength: 1 }).filter((s) => !allowed.includes(s));
/** For a choice without a default: absent or blank is refused too. */
export const badChoice = (allowed: readonly string[], extra: string[] = []): Breaker =>
  fc.oneof(
    absent,
    fc.constant(''),
    otherString(allowed),
    notText,
    ...(extra.length ? [fc.constantFrom(...extra)] : []),
  );
/** For a choice with a default: only wrong values. */
export const badChoiceWithDefault = (allowed: readonly string[]): Breaker =>
  fc.oneof(
    otherString(allowed).filter((s) => s !== ''),
    notText.filter((value) => value !== null),
  );

export const badInteger = (min: number, max: number): Breaker =>
  fc.oneof(
    absent,
    fc.integer({ max: min - 1 }),
    fc.integer({ min: max + 1 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
    fc
      .string()
      .filter((value) => !/^-?\d{1,9}$/.test(value.trim()) || Number(value) < min || Number(value) > max),
    fc.boolean(),
    fc.array(fc.integer(), { maxLength: 2 }),
  );

export const badBoolean: Breaker = fc.oneof(
  absent,
  fc.integer(),
  fc.string(),
  fc.array(fc.boolean(), { maxLength: 2 }),
  fc.object(),
);

const coordinate = fc.double({ noNaN: true, min: -10, max: 10 });
/** Not a GeoJSON Point: other types, wrong arity, out-of-range or non-numeric coordinates, WKT text. */
export const badPoint: Breaker = fc.oneof(
  fc.record({
    type: fc.string().filter((type) => type !== 'Point'),
    coordinates: fc.tuple(coordinate, coordinate),
  }),
  fc.record({
    type: fc.constant('Point'),
    coordinates: fc.oneof(
      fc.array(coordinate, { maxLength: 1 }),
      fc.array(coordinate, { minLength: 3, maxLength: 5 }),
      fc.tuple(fc.double({ min: 180.0001, max: 1e9, noNaN: true }), coordinate),
      fc.tuple(coordinate, fc.double({ min: -1e9, max: -90.0001, noNaN: true })),
      fc.tuple(fc.string(), fc.string()),
      fc.constant(null),
    ),
  }),
  fc.record({ type: fc.constant('Point') }),
  fc.string().map((text) => `POINT(${text})`),
  fc.integer(),
  fc.array(coordinate, { maxLength: 3 }),
);
export const badRequiredPoint: Breaker = fc.oneof(absent, badPoint);

export const badDate: Breaker = fc.oneof(
  absent,
  blank,
  fc.string().filter((value) => parseIsoDate(value.trim()) === null),
  fc.constantFrom('2026-13-40', '22/11/2026', 'demain', '2026-11-22T25:61:00Z'),
  fc.integer(),
  huge(40),
);

export const badLatLngText: Breaker = fc.oneof(
  absent,
  blank,
  notText,
  huge(60),
  fc.string().filter((value) => parseLatLngText(value.trim()) === null),
  fc
    .tuple(
      fc.double({ min: -1000, max: 1000, noNaN: true }),
      fc.double({ min: -1000, max: 1000, noNaN: true }),
    )
    .map(([lat, lng]) => `${lat}, ${lng}`)
    .filter((value) => parseLatLngText(value) === null),
  fc.constantFrom('47.28 -2.39', '47,28, -2,39', 'lat, lng', 'POINT(-2.39 47.28)'),
);

export const badEmail = (taken: string): Breaker =>
  fc.oneof(
    requiredText(254),
    fc
      .string({ minLength: 1 })
      .filter((value) => value.trim() !== '' && !EMAIL_PATTERN.test(value.trim().toLowerCase())),
    fc.constant(taken),
    fc.constant(taken.toUpperCase()),
  );

export const badId = (known: number[]): Breaker =>
  fc.oneof(
    fc.integer({ max: 0 }),
    fc.integer({ min: 100_000, max: 999_999_999 }),
    fc.constantFrom(...known),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
    fc.string({ minLength: 1 }).filter((value) => !/^\d{1,9}$/.test(value)),
    fc.boolean().filter((value) => value),
    fc.array(fc.integer(), { minLength: 1, maxLength: 2 }),
  );

/** Whole bodies that are not a JSON object, sent as raw text. */
export const junkBody: fc.Arbitrary<string> = fc.oneof(
  json
    .filter((value) => value === null || typeof value !== 'object' || Array.isArray(value))
    .map((value) => JSON.stringify(value)),
  fc.string().filter((text) => {
    try {
      const parsed = JSON.parse(text);
      return !parsed || typeof parsed !== 'object' || Array.isArray(parsed);
    } catch {
      return true;
    }
  }),
  fc.constantFrom('{', '{"title":', 'null', '[]', '', '\u0000'),
);
