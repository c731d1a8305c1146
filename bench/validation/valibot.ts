// The same readers as zod-mini.ts, written with valibot rule for rule (packages/contract/src:
// primitives.ts, enums.ts, entities/auth.ts, entities/profile.ts), to weigh the two libraries on our
// own schemas. validation.test.ts holds both sides to the same answers.
import * as v from 'valibot';

const ROLES = ['AGENT', 'ADMIN', 'SUPER_ADMIN'] as const;
const idDigits = /^[1-9]\d{0,14}$/;

const id = v.pipe(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(idDigits))]),
  v.transform((value) => Number(value)),
);
// With a default, an absent key is read too (valibot leaves an absent optional key out otherwise).
const text = v.pipe(
  v.nullish(v.string(), ''),
  v.transform((value) => value ?? ''),
);
const optionalText = v.pipe(
  v.nullish(v.string(), null),
  v.transform((value) => value ?? null),
);
const token = v.pipe(v.string(), v.minLength(1));

const tokenPair = v.object({ access: token, refresh: token });
const refreshAnswer = v.object({ access: token, refresh: v.optional(token) });

const tenant = v.fallback(
  v.pipe(
    v.nullish(v.union([v.object({ id, city: text }), id, v.string()])),
    v.transform((value) => value ?? null),
  ),
  null,
);
const profile = v.object({
  user: v.object({
    id: v.fallback(v.optional(id), undefined),
    first_name: text,
    last_name: text,
    email: v.string(),
  }),
  profile: v.object({ role: v.picklist(ROLES), profile_picture: optionalText, tenant }),
});

const readers = { tokenPair, refreshAnswer, profile };
export type ReaderName = keyof typeof readers;

/** One line per refusal, as describeRefusal writes zod's: `path: message`. */
function describe(issues: readonly v.BaseIssue<unknown>[], most = 5): string {
  const shown = issues.slice(0, most).map((issue) => {
    const path = issue.path?.map((item) => String(item.key)).join('.') || '(answer)';
    return `${path}: ${issue.message}`;
  });
  const more = issues.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}

export function readWithValibot(name: ReaderName, answer: unknown) {
  const parsed = v.safeParse(readers[name], answer);
  return parsed.success
    ? { ok: true as const, value: parsed.output as unknown }
    : { ok: false as const, why: describe(parsed.issues) };
}
