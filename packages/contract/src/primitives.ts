import * as z from 'zod/mini';

// The building blocks of every reader. Tolerant where the spec leaves a field open (a real Django REST
// framework server sends nulls, numeric strings, absent keys), strict where a value is trusted: ids
// end up in URLs, so an id is a positive integer or its digits, nothing else.

const idDigits = /^[1-9]\d{0,14}$/;

/** A record's id: a positive integer, or its decimal digits as text (some serializers send strings). */
export const id = z.pipe(
  z.union([z.int().check(z.positive()), z.string().check(z.regex(idDigits))]),
  z.transform((value) => Number(value)),
);

const decimalText = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/** A finite number, as JSON or as text (`"40.00"`, DRF's DecimalField); text that overflows (`"1e999"`) is refused. */
export const numeric = z.pipe(
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(decimalText))]),
    z.transform((value) => Number(value)),
  ),
  z.number(),
);

/** A figure the screens can live without: null or absent reads as 0. */
export const figure = z.pipe(
  z.nullish(numeric),
  z.transform((value) => value ?? 0),
);

/** A percentage, held within 0–100 whatever the server computed. */
export const percent = z.pipe(
  figure,
  z.transform((value) => Math.min(100, Math.max(0, value))),
);

/** Text the screens show but can do without: null or absent reads as ''. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** Text whose absence means something (no picture, no date): null when absent. */
export const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? null),
);

/** A token: trusted, so a non-empty string and nothing else. */
export const token = z.string().check(z.minLength(1));

/** An id, or null when absent, null or unusable (a reference the screens can do without). */
export const optionalId = z.catch(
  z.pipe(
    z.nullish(id),
    z.transform((value) => value ?? null),
  ),
  null,
);
