import type { IncomingMessage } from 'node:http';

/** The app's dev server and its preview build, by name and by address. */
export const DEFAULT_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
// What the API client sends: the session, JSON, the anti-forgery echo and retry keys.
const ALLOWED_HEADERS = 'Accept, Authorization, Content-Type, X-XSRF-TOKEN, Idempotency-Key';

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
): Record<string, string> {
  const headers = corsHeaders(incoming, allowed);
  if (!('Access-Control-Allow-Origin' in headers)) return headers;
  return {
    ...headers,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}
