/** Query values; `undefined` leaves the parameter out. */
export type Query = Record<string, string | number | undefined>;

const absoluteUrl = /^([a-z][a-z\d+.-]*:|\/\/)/i;

function parse(href: string, pageOrigin: string | undefined): URL | null {
  try {
    return new URL(href, pageOrigin);
  } catch {
    return null;
  }
}

export interface ResolvedUrl {
  href: string;
  /** The origin the request goes to; null when it cannot be known (a relative URL outside a page). */
  origin: string | null;
}

/**
 * `path` is the API path (`/api/…`) joined to the base URL; an absolute URL is taken as it is, and is
 * the one way a request can leave the API's origin, which is why credentials follow the origin check.
 */
export function resolveUrl(
  baseUrl: string,
  path: string,
  query: Query | undefined,
  pageOrigin: string | undefined,
): ResolvedUrl {
  let href = absoluteUrl.test(path) ? path : `${baseUrl.replace(/\/+$/, '')}${path}`;
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  if (entries.length > 0) {
    const search = new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
    href += `${href.includes('?') ? '&' : '?'}${search}`;
  }
  const url = parse(href, pageOrigin);
  return url ? { href: url.href, origin: url.origin } : { href, origin: null };
}

/** The API's own origin: the base URL's, or the page's when the base URL is empty or relative. */
export function apiOriginOf(baseUrl: string, pageOrigin: string | undefined): string | null {
  return parse(baseUrl || '/', pageOrigin)?.origin ?? null;
}

/** The page's origin in a browser; undefined in Node. */
export function currentPageOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

/** A cookie of the page, or null (and always null outside a browser). */
export function readDocumentCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
