/**
 * Django REST framework's PageNumberPagination, applied to an answer after the fact, so the app can be
 * tried against what a DRF server with `PAGE_SIZE` set sends: `{ count, next, previous, results }`.
 */

export const PAGE_PARAM = 'page';
/** DRF's `invalid_page` message in French. */
export const INVALID_PAGE = 'Page non valide.';

export interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: unknown[];
}

export type PageResult = { ok: true; page: Page } | { ok: false; detail: string };

/** Like DRF's `replace_query_param` and `remove_query_param`: query parameters come out sorted. */
function withPage(url: URL, page: number | null): string {
  const link = new URL(url);
  if (page === null) link.searchParams.delete(PAGE_PARAM);
  else link.searchParams.set(PAGE_PARAM, String(page));
  link.searchParams.sort();
  return link.href;
}

/**
 * One page of `items` for the `page` query parameter of `url` (absent: the first; `last`: the last).
 * As in Django's Paginator, an empty list still has a first page; anything else out of range, zero,
 * negative or not a number is an invalid page.
 */
export function paginate(items: unknown[], url: URL, pageSize: number): PageResult {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const raw = url.searchParams.get(PAGE_PARAM) ?? '1';
  const number = raw === 'last' ? pageCount : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(number >= 1 && number <= pageCount)) return { ok: false, detail: INVALID_PAGE };
  return {
    ok: true,
    page: {
      count: items.length,
      next: number < pageCount ? withPage(url, number + 1) : null,
      // DRF drops `page` from the link back to the first page.
      previous: number > 1 ? withPage(url, number === 2 ? null : number - 1) : null,
      results: items.slice((number - 1) * pageSize, number * pageSize),
    },
  };
}

/** A GET's successful JSON answer that is a bare array, parsed; null for anything else. */
export async function jsonArrayOf(response: Response): Promise<unknown[] | null> {
  if (response.status !== 200) return null;
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return Array.isArray(body) ? body : null;
}

/** The page of a bare-array answer, or the answer itself when it is not one. */
export async function paginateResponse(response: Response, url: URL, pageSize: number): Promise<Response> {
  const items = await jsonArrayOf(response);
  if (items === null) return response;
  const result = paginate(items, url, pageSize);
  return result.ok
    ? Response.json(result.page, { status: 200 })
    : Response.json({ detail: result.detail }, { status: 404 });
}
