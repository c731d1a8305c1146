import * as z from 'zod/mini';
import { figure } from './primitives';

/** One page of Django REST framework's pagination (`PageNumberPagination`, `LimitOffsetPagination`). */
export const page = z.object({
  count: z.optional(figure),
  next: z.nullish(z.string()),
  previous: z.nullish(z.string()),
  results: z.array(z.unknown()),
});
export type Page = z.output<typeof page>;

/** A DRF page rather than a bare list: the caller follows `next` for the rest. */
export const isPage = (value: unknown): value is Page => z.safeParse(page, value).success;

/**
 * A list nested in an answer (a sector's streets, a zone's notes): bare, or one page of results;
 * null or absent is an empty list. Every item must read, or the answer is refused (and logged).
 */
export function listItems<T extends z.core.$ZodType>(item: T) {
  return z.pipe(
    z.nullish(z.union([z.array(item), z.object({ results: z.array(item) })])),
    z.transform((value): z.output<T>[] => {
      if (value == null) return [];
      return Array.isArray(value) ? value : value.results;
    }),
  );
}
