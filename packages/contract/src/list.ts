import * as v from 'valibot';
import { figure, record } from './primitives';

/** One page of Django REST framework's pagination (`PageNumberPagination`, `LimitOffsetPagination`). */
export const page = record({
  count: v.optional(figure),
  next: v.nullish(v.string()),
  previous: v.nullish(v.string()),
  results: v.array(v.unknown()),
});
export type Page = v.InferOutput<typeof page>;

/** A DRF page rather than a bare list: the caller follows `next` for the rest. */
export const isPage = (value: unknown): value is Page => v.is(page, value);

/**
 * A list nested in an answer (a sector's streets, a zone's notes): bare, or one page of results;
 * null or absent is an empty list. Every item must read, or the answer is refused (and logged).
 */
export function listItems<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.nullish(v.union([v.array(item), record({ results: v.array(item) })]), null),
    v.transform((value): v.InferOutput<T>[] => {
      if (value == null) return [];
      return Array.isArray(value) ? value : value.results;
    }),
  );
}
