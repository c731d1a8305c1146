// The same readers as the contract held them before issue 18 moved it to valibot, written with
// zod/mini rule for rule (packages/contract/src: primitives.ts, enums.ts, entities/auth.ts,
// entities/profile.ts), to weigh the two libraries on our own schemas. validation.test.ts holds both
// sides to the same answers.
import * as z from 'zod/mini';
import type { ReaderName } from './valibot';

const ROLES = ['AGENT', 'ADMIN', 'SUPER_ADMIN'] as const;
const idDigits = /^[1-9]\d{0,14}$/;

const id = z.pipe(
  z.union([z.int().check(z.positive()), z.string().check(z.regex(idDigits))]),
  z.transform((value) => Number(value)),
);
const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);
const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? null),
);
const token = z.string().check(z.minLength(1));

const tokenPair = z.object({ access: token, refresh: token });
const refreshAnswer = z.object({ access: token, refresh: z.optional(token) });

const tenant = z.catch(
  z.pipe(
    z.nullish(z.union([z.object({ id, city: text }), id, z.string()])),
    z.transform((value) => value ?? null),
  ),
  null,
);
const profile = z.object({
  user: z.object({
    id: z.catch(z.optional(id), undefined),
    first_name: text,
    last_name: text,
    email: z.string(),
  }),
  profile: z.object({ role: z.enum(ROLES), profile_picture: optionalText, tenant }),
});

const readers = { tokenPair, refreshAnswer, profile };

/** One line per refusal, as the contract's describeRefusal writes them: `path: message`. */
function describe(error: z.core.$ZodError, most = 5): string {
  const shown = error.issues.slice(0, most).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(answer)';
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}

export function readWithZodMini(name: ReaderName, answer: unknown) {
  const parsed = z.safeParse(readers[name], answer);
  return parsed.success
    ? { ok: true as const, value: parsed.data as unknown }
    : { ok: false as const, why: describe(parsed.error) };
}
