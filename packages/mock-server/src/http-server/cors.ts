import type { IncomingMessage } from 'node:http';

/** The app's dev server and its preview build, by name and by address. */
export const DEFAULT_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** What the API client sends: the session, JSON, the anti-forgery echo and retry keys. */
export const CLIENT_HEADERS: readonly string[] = [
  'Accept',
  'Authorization',
  'Content-Type',
  'X-XSRF-TOKEN',
  'Idempotency-Key',
];
/**
 * A backend team's configuration from the spec alone: django-cors-headers' default allowed headers
 * plus the spec's anti-forgery header, without the outbox's `Idempotency-Key` (an extension).
 */
export const DJANGO_SPEC_HEADERS: readonly string[] = [
  'accept',
  'authorization',
  'content-type',
  'user-agent',
  'x-csrftoken',
  'x-requested-with',
  'x-xsrf-token',
];

/** `*` in the list allows any origin (still echoed, never a literal `*`). */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): origin is string {
  return origin !== undefined && (allowed.includes('*') || allowed.includes(origin));
}

/**
 * The CORS headers for an answer. `Vary: Origin` always, since the answer depends on it; the
 * Allow-Origin echo only for an allowed origin, so a browser on any other origin is refused.
 */
export function corsHeaders(incoming: IncomingMessage, allowed: readonly string[]): Record<string, string> {
  const { origin } = incoming.headers;
  if (!isAllowedOrigin(origin, allowed)) return { Vary: 'Origin' };
  return { Vary: 'Origin', 'Access-Control-Allow-Origin': origin };
}

export const isPreflight = (incoming: IncomingMessage) =>
  incoming.method === 'OPTIONS' && incoming.headers['access-control-request-method'] !== undefined;

/** The answer to a preflight: 204, with the permissions only for an allowed origin. */
export function preflightHeaders(
  incoming: IncomingMessage,
  allowed: readonly string[],
  allowedHeaders: readonly string[] = CLIENT_HEADERS,
): Record<string, string> {
  const headers = corsHeaders(incoming, allowed);
  if (!('Access-Control-Allow-Origin' in headers)) return headers;
  return {
    ...headers,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': allowedHeaders.join(', '),
    'Access-Control-Max-Age': '600',
  };
}
