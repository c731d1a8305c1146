import { readServerErrorBody } from '@prospect/contract';
import type * as v from 'valibot';
import { readAnswer } from './answers';
import { refreshPath, refreshRequest } from './auth/refresh-token';
import { ApiError, isApiError } from './errors';
import { idempotencyHeaderVerdict, probeIdempotencyHeader } from './idempotency-header';
import { profileKey } from './read-keys';
import { createRefreshCoordinator, platformLockManager, type RefreshLockManager } from './session/refresh';
import { sessionAccount } from './session/tokens';
import { type KeyValueStorage, storageKeys } from './storage';
import {
  apiOriginOf,
  currentPageOrigin,
  type Query,
  type ResolvedUrl,
  readDocumentCookie,
  resolveUrl,
} from './url';

/** Spec §9: every call times out after 60 s… */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** …except sector generation, which gets 30 s. */
export const SECTOR_GENERATION_TIMEOUT_MS = 30_000;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Methods that change nothing on the server (RFC 9110), so no forgery to guard against. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/**
 * How long a prefetched answer waits for its reader: the first screen's code arrives within this on a
 * slow network; an answer older than that is asked again rather than shown.
 */
export const PREFETCH_MAX_AGE_MS = 15_000;

export interface ApiClientOptions {
  /** The API's origin (and optional path prefix). Empty means the page's own origin. */
  baseUrl?: string;
  storage: KeyValueStorage;
  fetch?: typeof fetch;
  /**
   * Called once each time the session expires: a refused refresh, or a 401 to a call sent without any
   * access token (once per signed-out period). The storage is already cleared; the app goes to /auth.
   */
  onSessionExpired?: () => void;
  /** The clock of the 1 s refresh guard; tests pass their own. */
  now?: () => number;
  /**
   * Coordinates token refreshes with the other tabs sharing the storage: `navigator.locks` by default
   * where the platform has it; null for none (each tab refreshes on its own).
   */
  locks?: RefreshLockManager | null;
  /** Reads a cookie of the page; defaults to `document.cookie` (none outside a browser). */
  readCookie?: (name: string) => string | null;
  /** The page's origin; defaults to `location.origin` (none in Node). */
  pageOrigin?: string;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Query;
  /**
   * Validates the answer; without it the answer is ignored (the spec's 'not shown' answers). A valibot
   * schema: its output is what the call returns.
   */
  schema?: v.GenericSchema<unknown, T>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Calls that work without a session (login, registration, refresh, invitation check): no token, and
   * a 401 neither refreshes nor expires the session.
   */
  anonymous?: boolean;
  /**
   * Sent as `Idempotency-Key`: the outbox gives each queued write one key for all its attempts, so a
   * server that honours it applies a replay after a lost answer only once.
   */
  idempotencyKey?: string;
  /**
   * The account (`sessionAccount`) the call is made for: it is sent, and retried after a refresh, only
   * while that account is the one signed in; otherwise it fails as a 401 without leaving. The outbox
   * sets it, so a queued write never goes out under another account's token.
   */
  account?: string;
}

/** What a queued write passes down to its request. */
export type WriteOptions = Pick<RequestOptions<unknown>, 'idempotencyKey' | 'account'>;

export interface ApiClient {
  readonly baseUrl: string;
  readonly storage: KeyValueStorage;
  request<T = void>(path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * Starts a signed-in GET now, before its reader exists: the first screen's data is asked for beside
   * its code. The first `request` of the same address within PREFETCH_MAX_AGE_MS, under the same
   * token, takes its answer (a 401 still refreshes and retries); otherwise it is dropped. Without a
   * session, or for another origin, it does nothing.
   */
  prefetch(path: string): void;
  /** Adds a listener called on each expiry, as `ApiClientOptions.onSessionExpired`; returns its removal. */
  onSessionExpired(listener: () => void): () => void;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Rejects with the signal's reason as soon as it aborts, whatever `promise` is doing. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function toApiError(error: unknown, callerSignal: AbortSignal | undefined, timeout: AbortSignal): ApiError {
  if (isApiError(error)) return error;
  if (callerSignal?.aborted) return new ApiError('cancelled', { cause: error });
  if (timeout.aborted) return new ApiError('timeout', { cause: error });
  return new ApiError('network', { cause: error });
}

export function createApiClient({
  baseUrl = '',
  storage: givenStorage,
  fetch: fetchImpl,
  onSessionExpired,
  now = Date.now,
  locks = platformLockManager(),
  readCookie = readDocumentCookie,
  pageOrigin = currentPageOrigin(),
}: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const apiOrigin = apiOriginOf(baseUrl, pageOrigin);
  const expiryListeners = new Set<() => void>(onSessionExpired ? [onSessionExpired] : []);

  const session = createRefreshCoordinator({
    storage: givenStorage,
    now,
    locks,
    refresh: (refreshToken) => client.request(refreshPath, refreshRequest(refreshToken)),
    onExpired: () => {
      for (const listener of [...expiryListeners]) listener();
    },
  });
  // Every read and write goes through the coordinator's view, so it sees access tokens being stored.
  const { storage } = session;

  interface Sent {
    response: Response;
    answer: unknown;
    /** The access token the request carried, if any. */
    token: string | null;
    /** The username signed in when it left. */
    account: string | null;
  }

  type SendOptions = Pick<RequestOptions<unknown>, 'method' | 'anonymous' | 'idempotencyKey' | 'account'> & {
    body?: unknown;
  };

  /** The request's account is no longer the one signed in: it must not go with today's token. */
  const accountChanged = (account: string | undefined) =>
    account !== undefined && sessionAccount(storage, baseUrl) !== account;

  async function send(url: ResolvedUrl, options: SendOptions, signal: AbortSignal): Promise<Sent> {
    const { method = 'GET', body, anonymous, idempotencyKey, account } = options;
    if (accountChanged(account)) throw new ApiError('http', { status: 401 });
    // Credentials go to the API's own origin only, never to another host.
    const toApi = url.origin !== null && url.origin === apiOrigin;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) payload = JSON.stringify(body);
    const headers = new Headers({ Accept: 'application/json' });
    if (payload !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
    const token = anonymous || !toApi ? null : storage.getItem(storageKeys.accessToken);
    const sentFor = storage.getItem(storageKeys.username);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // Only writes need the anti-forgery echo (Django checks no other); reading document.cookie is a
    // synchronous trip to the browser's cookie store, ~15 ms the first time, on the first screen's path.
    const xsrf = toApi && !SAFE_METHODS.has(method) ? readCookie(XSRF_COOKIE) : null;
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
    if (idempotencyKey && toApi) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);
    const response = await doFetch(url.href, { method, headers, body: payload, signal });
    // A body cut short by the time-out or the caller is that failure; any other unreadable body is empty.
    const answer = await abortable(readBody(response), signal).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return undefined;
    });
    return { response, answer, token, account: sentFor };
  }

  /**
   * `send`, with the write's idempotency key where the API's CORS allows it. A same-origin API always
   * gets it. Cross-origin, a write that fails without an answer makes the client ask whether the header
   * is the cause (see idempotency-header.ts); if so, the write goes again at once without it: the
   * browser stopped the first at its preflight, so the server never saw it.
   */
  async function sendKeyed(url: ResolvedUrl, options: SendOptions, signal: AbortSignal): Promise<Sent> {
    // Only a page on another origin than its API meets CORS (Node has none).
    const crossOrigin = pageOrigin !== undefined && apiOrigin !== null && apiOrigin !== pageOrigin;
    const refused = apiOrigin !== null && idempotencyHeaderVerdict(apiOrigin) === 'refused';
    if (!options.idempotencyKey || !crossOrigin || url.origin !== apiOrigin)
      return send(url, options, signal);
    const withoutKey = { ...options, idempotencyKey: undefined };
    if (refused) return send(url, withoutKey, signal);
    try {
      return await send(url, options, signal);
    } catch (error) {
      if (signal.aborted || isApiError(error)) throw error;
      const probe = resolveUrl(baseUrl, profileKey, undefined, pageOrigin).href;
      const token = storage.getItem(storageKeys.accessToken);
      const authorization = token ? `Bearer ${token}` : null;
      const verdict = await probeIdempotencyHeader(doFetch, apiOrigin, probe, authorization, signal);
      if (verdict !== 'refused') throw error;
      return send(url, withoutKey, signal);
    }
  }

  /** Reads started before their screen asked (client.prefetch), by address; each is taken once. */
  const prefetched = new Map<string, { token: string | null; at: number; sent: Promise<Sent> }>();

  /** The prefetched answer for this address if it went with today's token and is still young. */
  function takePrefetched(href: string): Promise<Sent> | null {
    const entry = prefetched.get(href);
    if (!entry) return null;
    prefetched.delete(href);
    const young = now() - entry.at <= PREFETCH_MAX_AGE_MS;
    return young && entry.token === storage.getItem(storageKeys.accessToken) ? entry.sent : null;
  }

  function prefetch(path: string): void {
    const url = resolveUrl(baseUrl, path, undefined, pageOrigin);
    const token = storage.getItem(storageKeys.accessToken);
    // Only a session's own reads, on the API's origin: what a signed-in screen asks for first.
    if (token === null || url.origin !== apiOrigin || prefetched.has(url.href)) return;
    const sent = send(url, {}, AbortSignal.timeout(DEFAULT_TIMEOUT_MS));
    // Nobody may come for it (the page changed): its failure is the reader's to see, not an unhandled one.
    sent.catch(() => {});
    prefetched.set(url.href, { token, at: now(), sent });
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', query, schema, timeoutMs = DEFAULT_TIMEOUT_MS, signal, anonymous } = options;
    const url = resolveUrl(baseUrl, path, query, pageOrigin);
    const toApi = url.origin !== null && url.origin === apiOrigin;
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const transmit = () => sendKeyed(url, options, combined);

    let sent: Sent;
    try {
      const early = method === 'GET' && !anonymous ? takePrefetched(url.href) : null;
      // A prefetch that failed is asked again: it may have failed before this reader was even there.
      sent = early
        ? await abortable(early, combined).catch((error: unknown) => {
            if (combined.aborted) throw error;
            return transmit();
          })
        : await transmit();
      if (sent.response.status === 401 && sent.token !== null) {
        // One refresh (shared with every concurrent 401), then this request is retried once, and only
        // for the account that made it: another tab may have signed someone else in meanwhile.
        const renewed = await abortable(session.renewAfterUnauthorized(sent.token), combined);
        if (renewed && sent.account === storage.getItem(storageKeys.username)) sent = await transmit();
      }
    } catch (error) {
      throw toApiError(error, signal, timeout);
    }
    const { response, answer } = sent;
    // A call that needs a session went without one and was refused: the session is over (spec §8).
    if (response.status === 401 && sent.token === null && toApi && !anonymous) {
      session.unauthorizedWithoutToken();
    }
    if (!response.ok) {
      throw new ApiError('http', { status: response.status, body: readServerErrorBody(answer) });
    }
    // Spec §7: any 2xx is success; a call without a reader ignores the body, whatever it holds.
    if (!schema) return undefined as T;
    return readAnswer(schema, answer, { method, url: url.href }, response.status);
  }

  const client: ApiClient = {
    baseUrl,
    storage,
    request,
    prefetch,
    onSessionExpired(listener) {
      expiryListeners.add(listener);
      return () => void expiryListeners.delete(listener);
    },
  };
  return client;
}
