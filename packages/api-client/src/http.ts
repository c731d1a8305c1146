import type { z } from 'zod';
import { ApiError, parseServerErrorBody } from './errors';
import { type KeyValueStorage, storageKeys } from './storage';

/** Spec §9: every call times out after 60 s. */
export const DEFAULT_TIMEOUT_MS = 60_000;

export interface ApiClientOptions {
  /** The API's origin (and optional path prefix). Empty means the page's own origin. */
  baseUrl?: string;
  storage: KeyValueStorage;
  fetch?: typeof fetch;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number>;
  /** Validates the answer; without it the answer is ignored (the spec's 'not shown' answers). */
  schema?: z.ZodType<T>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Calls that must work without a session (login, registration) leave the token out. */
  anonymous?: boolean;
}

export interface ApiClient {
  readonly baseUrl: string;
  readonly storage: KeyValueStorage;
  request<T = void>(path: string, options?: RequestOptions<T>): Promise<T>;
}

function joinUrl(baseUrl: string, path: string, query?: Record<string, string | number>): string {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  if (!query) return url;
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${url}?${search}`;
}

function failureKind(
  error: unknown,
  callerSignal: AbortSignal | undefined,
): 'timeout' | 'cancelled' | 'network' {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  if (error instanceof DOMException && error.name === 'AbortError') {
    return callerSignal?.aborted ? 'cancelled' : 'timeout';
  }
  return 'network';
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

export function createApiClient({ baseUrl = '', storage, fetch: fetchImpl }: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const {
      method = 'GET',
      body,
      query,
      schema,
      timeoutMs = DEFAULT_TIMEOUT_MS,
      signal,
      anonymous,
    } = options;
    const headers = new Headers({ Accept: 'application/json' });
    const token = anonymous ? null : storage.getItem(storageKeys.accessToken);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await doFetch(joinUrl(baseUrl, path, query), {
        method,
        headers,
        body: payload,
        signal: combined,
      });
    } catch (error) {
      throw new ApiError(failureKind(error, signal), { cause: error });
    }
    const answer = await readBody(response).catch(() => undefined);
    if (!response.ok) {
      throw new ApiError('http', { status: response.status, body: parseServerErrorBody(answer) });
    }
    if (!schema) return undefined as T;
    const parsed = schema.safeParse(answer);
    if (!parsed.success)
      throw new ApiError('invalid-response', { status: response.status, cause: parsed.error });
    return parsed.data;
  }

  return { baseUrl, storage, request };
}
