// DRF-legal variations of a canonical answer: what a plain Django REST framework serializer may send for
// the same data. Each answer's shape says how each field may vary; `drfVariant` draws one variation.
import fc from 'fast-check';

/** A key left out of the answer. */
export const ABSENT = Symbol('absent');
export type Varied = unknown;

type Variation = (value: unknown, record: Record<string, unknown>) => fc.Arbitrary<Varied>;

/**
 * How a field may vary:
 * - `id`: the integer or its digits;
 * - `integer`: the number or its text (`"3"`, `"3.00"`, DRF's DecimalField);
 * - `figure`: like `integer`, and 0 may be null or absent;
 * - `text`: '' may be null or absent;
 * - `optionalText`: null may be absent;
 * - `choice`: the value in another case or spelling;
 * - `point`: GeoJSON with a crs or an altitude, or GeoDjango's EWKT; null may be absent;
 * - `area`: the geometry, or a GeoJSON Feature of it;
 * - `keep`: as it is;
 * - an object's shape, a nested list (`listOf`), or a variation of its own.
 */
export type Field =
  | 'id'
  | 'integer'
  | 'figure'
  | 'text'
  | 'optionalText'
  | 'choice'
  | 'point'
  | 'area'
  | 'keep'
  | { shape: Shape }
  | { listOf: Shape }
  | { custom: Variation };
export type Shape = Record<string, Field>;

const asText = (value: number) => fc.constantFrom(String(value), value.toFixed(2));

function numberVariant(value: unknown, emptyMayGo: boolean): fc.Arbitrary<Varied> {
  if (typeof value !== 'number') return fc.constant(value);
  const forms = fc.oneof(
    fc.constant(value),
    Number.isInteger(value) ? asText(value) : fc.constant(String(value)),
  );
  return emptyMayGo && value === 0 ? fc.oneof(forms, fc.constantFrom(null, ABSENT)) : forms;
}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

function pointVariant(value: unknown): fc.Arbitrary<Varied> {
  if (value === null) return fc.constantFrom(null, ABSENT);
  const point = value as { coordinates: [number, number] };
  const [lng, lat] = point.coordinates;
  return fc.constantFrom(
    value,
    { ...point, crs: { type: 'name', properties: { name: 'EPSG:4326' } } },
    { ...point, coordinates: [lng, lat, 0] },
    `SRID=4326;POINT (${lng} ${lat})`,
  );
}

const extraKey = fc.oneof(
  fc.constantFrom('url', 'owner', 'updated_at', 'created_by', 'is_active', 'meta', 'slug', 'order'),
  fc.stringMatching(/^[a-z][a-z_]{0,11}$/),
);
const extraValue = fc.jsonValue({ maxDepth: 2 });
const extraFieldsOf = new WeakMap<Shape, fc.Arbitrary<Record<string, unknown>>>();

/** Keys a serializer adds that no reader of `shape` knows (built once per shape: arbitraries are costly). */
function extraFields(shape: Shape): fc.Arbitrary<Record<string, unknown>> {
  let extra = extraFieldsOf.get(shape);
  if (!extra) {
    const known = new Set(Object.keys(shape));
    extra = fc.dictionary(
      extraKey.filter((name) => !known.has(name)),
      extraValue,
      { maxKeys: 3 },
    );
    extraFieldsOf.set(shape, extra);
  }
  return extra;
}

function listVariant(shape: Shape, value: unknown): fc.Arbitrary<Varied> {
  if (!Array.isArray(value)) return fc.constant(value);
  const items =
    value.length === 0 ? fc.constant([]) : fc.tuple(...value.map((item) => objectVariant(shape, item)));
  const wrapped = items.chain((list) =>
    fc.constantFrom<Varied>(list, { count: list.length, next: null, previous: null, results: list }),
  );
  return value.length === 0 ? fc.oneof(wrapped, fc.constantFrom(null, ABSENT)) : wrapped;
}

function fieldVariant(field: Field, value: unknown, record: Record<string, unknown>): fc.Arbitrary<Varied> {
  if (typeof field === 'object') {
    if ('shape' in field) return objectVariant(field.shape, value);
    if ('listOf' in field) return listVariant(field.listOf, value);
    return field.custom(value, record);
  }
  switch (field) {
    case 'id':
      return typeof value === 'number' ? fc.constantFrom(value, String(value)) : fc.constant(value);
    case 'integer':
      return numberVariant(value, false);
    case 'figure':
      return numberVariant(value, true);
    case 'text':
      return value === '' ? fc.constantFrom('', null, ABSENT) : fc.constant(value);
    case 'optionalText':
      return value === null ? fc.constantFrom(null, ABSENT) : fc.constant(value);
    case 'choice':
      return typeof value === 'string'
        ? fc.constantFrom(value, value.toUpperCase(), capitalised(value), value.replace(/_/g, '-'))
        : fc.constant(value);
    case 'point':
      return pointVariant(value);
    case 'area':
      return fc.constantFrom(value, { type: 'Feature', properties: {}, geometry: value });
    case 'keep':
      return fc.constant(value);
  }
}

function objectVariant(shape: Shape, value: unknown): fc.Arbitrary<Varied> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fc.constant(value);
  const record = value as Record<string, unknown>;
  const fields = Object.fromEntries(
    Object.entries(record).map(([key, item]) => [key, fieldVariant(shape[key] ?? 'keep', item, record)]),
  );
  return fc.tuple(fc.record(fields), extraFields(shape)).map(([varied, extra]) => {
    const answer: Record<string, unknown> = { ...extra };
    for (const [key, item] of Object.entries(varied)) if (item !== ABSENT) answer[key] = item;
    return answer;
  });
}

/** One DRF-legal variation of `canonical`, an answer of `shape`, as the JSON a server would send. */
export const drfVariant = (shape: Shape, canonical: unknown): fc.Arbitrary<unknown> =>
  objectVariant(shape, canonical).map((answer) => JSON.parse(JSON.stringify(answer)));
