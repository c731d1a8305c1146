import { isPage } from '@prospect/contract';
import * as v from 'valibot';
import { readAnswer } from './answers';
import { ApiError } from './errors';
import type { ApiClient } from './http';
import { apiOriginOf, currentPageOrigin, type Query, resolveUrl } from './url';

/** Enough for any agency (50 pages of a DRF default page size); a loop of `next` links stops here. */
export const MAX_LIST_PAGES = 50;

export interface ListRequest {
  query?: Query;
  signal?: AbortSignal;
}

/** The next page's address, or null when it would leave the API's origin (or cannot be resolved). */
function nextPageUrl(next: string, current: string, apiOrigin: string | null): URL | null {
  const base = URL.canParse(current) ? current : undefined;
  if (!URL.canParse(next, base)) return null;
  const url = new URL(next, base);
  const expected = apiOrigin ?? (base ? new URL(base).origin : null);
  if (expected === null) return null;
  // Behind a TLS proxy DRF builds `http://` links to its own https address: the same host, upgraded.
  const api = new URL(expected);
  if (api.protocol === 'https:' && url.protocol === 'http:' && url.hostname === api.hostname) {
    url.protocol = 'https:';
    url.port = api.port;
  }
  return url.origin === expected ? url : null;
}

/**
 * GET a list, bare or paginated as Django REST framework sends it (`{count, next, previous, results}`):
 * `next` is followed until done, on the API's own origin only (the token goes with it), at most
 * `MAX_LIST_PAGES` pages. Every item is read with `item`; one refused item refuses the answer (logged).
 */
export async function requestList<T>(
  client: ApiClient,
  path: string,
  item: v.GenericSchema<unknown, T>,
  { query, signal }: ListRequest = {},
): Promise<T[]> {
  const pageOrigin = currentPageOrigin();
  const apiOrigin = apiOriginOf(client.baseUrl, pageOrigin);
  const items = v.array(item);
  let url = resolveUrl(client.baseUrl, path, query, pageOrigin).href;
  let answer = await client.request(path, { query, signal, schema: v.unknown() });
  const collected: T[] = [];
  const visited = new Set([url]);
  for (;;) {
    if (!isPage(answer)) {
      // A bare list (or something else, which the reader refuses and logs).
      return [...collected, ...readAnswer(items, answer, { method: 'GET', url }, 200)];
    }
    collected.push(...readAnswer(items, answer.results, { method: 'GET', url: `${url} (results)` }, 200));
    if (!answer.next) return collected;
    const next = nextPageUrl(answer.next, url, apiOrigin);
    if (next === null) {
      console.warn(`[api-client] not following a next page off the API's origin: ${answer.next}`);
      throw new ApiError('invalid-response', { status: 200 });
    }
    if (visited.has(next.href) || visited.size >= MAX_LIST_PAGES) {
      console.warn(`[api-client] stopped following pages of GET ${path} after ${visited.size}`);
      return collected;
    }
    visited.add(next.href);
    url = next.href;
    answer = await client.request(next.href, { signal, schema: v.unknown() });
  }
}
