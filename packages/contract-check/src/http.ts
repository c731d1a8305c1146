// A tiny HTTP client for the check: one base URL, a Bearer token, JSON both ways, a time-out on every
// call, and DRF's `next` links followed for lists. It never throws: a call that gets no answer comes
// back with status 0 and the reason, so one dead endpoint fails one row, not the run.
import { isPage } from '@prospect/contract';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Spec §7: every call has a 60 s time-out (sector generation, 30 s, passes its own). */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** A list that pages on past this is a server looping on its `next` link. */
export const MAX_PAGES = 50;
const BODY_EXCERPT = 200;

export interface HttpAnswer {
  /** 0 when no answer came (time-out, refused connection); `failure` then says why. */
  status: number;
  /** Parsed JSON, the raw text when it is not JSON, null when empty. */
  body: unknown;
  failure?: string;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string>;
  timeoutMs?: number;
  /** Further request headers (the app's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

export interface ListAnswer extends HttpAnswer {
  /** Every item of a bare or paginated list; null when the answer is neither (or a page failed). */
  items: unknown[] | null;
  pages: number;
  /** Why `items` is null although the first answer was a success. */
  problem?: string;
}

/** What a browser asks before a cross-origin request it may not send unasked. */
export interface PreflightRequest {
  /** The page's origin, as the browser sends it. */
  origin: string;
  method: Method;
  /** The request's non-simple headers, lower case. */
  headers: readonly string[];
}

export interface PreflightAnswer {
  /** 0 when no answer came; `failure` then says why. */
  status: number;
  headers: Headers;
  failure?: string;
}

export interface HttpClient {
  baseUrl: string;
  /** An OPTIONS preflight as a browser sends it: no token, no body, the answer's headers kept. */
  preflight(path: string, request: PreflightRequest): Promise<PreflightAnswer>;
  call(method: Method, path: string, options?: CallOptions): Promise<HttpAnswer>;
  /** A GET of a list, bare or paginated; pages are followed on the base URL's origin only. */
  list(path: string, options?: CallOptions): Promise<ListAnswer>;
}

export const isSuccess = (status: number) => status >= 200 && status < 300;

/** Text kept short enough for a table cell or a log line. */
export function excerpt(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > BODY_EXCERPT ? `${flat.slice(0, BODY_EXCERPT)}…` : flat;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `no answer: ${error instanceof Error ? error.message : String(error)}${cause}`;
}

export function createHttpClient(options: { baseUrl: string; fetch: FetchLike }): HttpClient {
  // A base URL with a path (`https://host/backend`) keeps it: paths are appended, not resolved.
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const origin = new URL(baseUrl).origin;

  async function send(method: Method, url: string, callOptions: CallOptions): Promise<HttpAnswer> {
    const timeoutMs = callOptions.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const headers: Record<string, string> = { Accept: 'application/json', ...callOptions.headers };
    if (callOptions.token) headers.Authorization = `Bearer ${callOptions.token}`;
    const init: RequestInit = { method, headers, signal: AbortSignal.timeout(timeoutMs) };
    if (callOptions.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(callOptions.body);
    }
    try {
      const response = await options.fetch(url, init);
      return { status: response.status, body: await readBody(response) };
    } catch (error) {
      return { status: 0, body: null, failure: describeFailure(error, timeoutMs) };
    }
  }

  function urlOf(path: string, query?: Record<string, string>): string {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    return url.href;
  }

  async function list(path: string, callOptions: CallOptions = {}): Promise<ListAnswer> {
    const first = await send('GET', urlOf(path, callOptions.query), callOptions);
    if (!isSuccess(first.status)) return { ...first, items: null, pages: 0 };
    if (Array.isArray(first.body)) return { ...first, items: first.body, pages: 1 };
    if (!isPage(first.body)) {
      return {
        ...first,
        items: null,
        pages: 1,
        problem: `neither a list nor a DRF page: ${excerpt(first.body)}`,
      };
    }
    const items = [...first.body.results];
    let next = first.body.next ?? null;
    let pages = 1;
    while (next) {
      const url = new URL(next, `${baseUrl}/`);
      // The token goes only where the base URL points.
      if (url.origin !== origin)
        return { ...first, items: null, pages, problem: `next page on another origin: ${next}` };
      if (pages >= MAX_PAGES)
        return { ...first, items: null, pages, problem: `more than ${MAX_PAGES} pages` };
      const page = await send('GET', url.href, {
        token: callOptions.token,
        timeoutMs: callOptions.timeoutMs,
      });
      pages += 1;
      if (!isSuccess(page.status) || !isPage(page.body)) {
        const got = page.failure ?? `${page.status} ${excerpt(page.body)}`;
        return {
          ...first,
          items: null,
          pages,
          problem: `page ${pages} (${url.pathname}${url.search}): ${got}`,
        };
      }
      items.push(...page.body.results);
      next = page.body.next ?? null;
    }
    return { ...first, items, pages };
  }

  async function preflight(path: string, request: PreflightRequest): Promise<PreflightAnswer> {
    const timeoutMs = DEFAULT_TIMEOUT_MS;
    // Browsers send the header names sorted, lower case, without spaces.
    const headers = {
      Origin: request.origin,
      'Access-Control-Request-Method': request.method,
      'Access-Control-Request-Headers': [...request.headers].sort().join(','),
    };
    try {
      const response = await options.fetch(urlOf(path), {
        method: 'OPTIONS',
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read to the end, so the connection is free for the next call; a preflight's body says nothing.
      await response.arrayBuffer();
      return { status: response.status, headers: response.headers };
    } catch (error) {
      return { status: 0, headers: new Headers(), failure: describeFailure(error, timeoutMs) };
    }
  }

  return {
    baseUrl,
    preflight,
    call: (method, path, callOptions = {}) => send(method, urlOf(path, callOptions.query), callOptions),
    list,
  };
}
