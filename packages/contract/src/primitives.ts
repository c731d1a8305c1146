import * as v from 'valibot';

// The building blocks of every reader. Tolerant where the spec leaves a field open (a real Django REST
// framework server sends nulls, numeric strings, absent keys), strict where a value is trusted: ids
// end up in URLs, so an id is a positive integer or its digits, nothing else.
// valibot leaves an absent key out unless its schema has a default or a fallback: the tolerant readers
// below give `nullish` a null default, so an absent key reads as null does.

/**
 * A JSON object with these fields; unknown fields are dropped. valibot's own `object` takes an array as
 * an object too, so a list sent where one record is expected (a list route behind a detail URL) would
 * read as a record with every field at its default: refused here instead.
 */
export function record<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.pipe(
    v.custom<Record<string, unknown>>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      (issue) => `Invalid type: Expected Object but received ${issue.received}`,
    ),
    v.object(entries),
  );
}

const idDigits = /^[1-9]\d{0,14}$/;

/** A record's id: a positive integer, or its decimal digits as text (some serializers send strings). */
export const id = v.pipe(
  v.union([v.pipe(v.number(), v.safeInteger(), v.minValue(1)), v.pipe(v.string(), v.regex(idDigits))]),
  v.transform((value) => Number(value)),
);

const decimalText = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/** A finite number, as JSON or as text (`"40.00"`, DRF's DecimalField); text that overflows (`"1e999"`) is refused. */
export const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(decimalText))]),
  v.transform((value) => Number(value)),
  v.number(),
  v.finite(),
);

/** A figure the screens can live without: null or absent reads as 0. */
export const figure = v.pipe(
  v.nullish(numeric, null),
  v.transform((value) => value ?? 0),
);

/** A percentage, held within 0–100 whatever the server computed. */
export const percent = v.pipe(
  figure,
  v.transform((value) => Math.min(100, Math.max(0, value))),
);

/** Text the screens show but can do without: null or absent reads as ''. */
export const text = v.pipe(
  v.nullish(v.string(), null),
  v.transform((value) => value ?? ''),
);

/** Text whose absence means something (no picture, no date): null when absent. */
export const optionalText = v.pipe(
  v.nullish(v.string(), null),
  v.transform((value) => value ?? null),
);

/** A token: trusted, so a non-empty string and nothing else. */
export const token = v.pipe(v.string(), v.minLength(1));

/** An id, or null when absent, null or unusable (a reference the screens can do without). */
export const optionalId = v.fallback(
  v.pipe(
    v.nullish(id, null),
    v.transform((value) => value ?? null),
  ),
  null,
);
