// CORS for the outbox's Idempotency-Key (optional extension, beyond spec §7). On an API of another
// origin the browser asks first whether a write may carry the header; refused, the app sends its
// writes without it, which works but loses the protection against a replay applied twice: a warning,
// never a failure. A server giving the app's origin no CORS at all is reached on the same origin (the
// nginx /api/ proxy), where no preflight happens: not applicable.
import { endpoints, pathOf } from '@prospect/contract';
import type { CheckContext } from '../context';
import { isSuccess } from '../http';
import { recordRow, skipRow } from '../step';

/** The app's dev server: what a backend team allows first, and the mock's default origin. */
export const DEFAULT_APP_ORIGIN = 'http://localhost:5173';

const IDEMPOTENCY_HEADER = 'idempotency-key';
/** What a street tick sends from the app: the session, JSON, the anti-forgery echo and the key. */
const WRITE_HEADERS = ['authorization', 'content-type', IDEMPOTENCY_HEADER, 'x-xsrf-token'];

export const IDEMPOTENCY_HINT =
  'Backend team: add "idempotency-key" to CORS_ALLOW_HEADERS (django-cors-headers); writes still ' +
  'work without it, but a write replayed after a lost answer may be applied twice.';

/**
 * Whether a preflight answer lets `header` through. Header names compare without case; `*` allows any
 * header only on a request without credentials, which a server allowing credentials is meant to get,
 * so the wildcard is not counted on there.
 */
export function allowsHeader(answer: Headers, header: string): boolean {
  const allowed = (answer.get('access-control-allow-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (allowed.includes(header.toLowerCase())) return true;
  const credentialed = answer.get('access-control-allow-credentials')?.trim() === 'true';
  return allowed.includes('*') && !credentialed;
}

export async function checkCors(context: CheckContext): Promise<void> {
  context.group = 'CORS for Idempotency-Key (optional extension)';
  const origin = context.appOrigin;
  const check = `a write's preflight from ${origin}`;
  const endpoint = endpoints.updateStreet;
  const { streetId } = context.fixtures;
  if (streetId === undefined) {
    skipRow(context, check, `OPTIONS ${endpoint.path}`, "needs the check's street");
    return;
  }
  const path = pathOf(endpoint, streetId);
  const call = `OPTIONS ${path}`;
  const expected = 'Idempotency-Key allowed, or no CORS';
  const answer = await context.http.preflight(path, {
    origin,
    method: endpoint.method,
    headers: WRITE_HEADERS,
  });
  const row = { check, call, expected };
  if (answer.failure) {
    recordRow(context, { ...row, got: answer.failure, outcome: 'fail' });
    return;
  }
  const allowOrigin = answer.headers.get('access-control-allow-origin');
  if (allowOrigin !== origin && allowOrigin !== '*') {
    recordRow(context, { ...row, got: `${answer.status} · no CORS: not applicable`, outcome: 'pass' });
    return;
  }
  // Browsers give up on a preflight answered with anything but a 2xx: no write would leave.
  if (!isSuccess(answer.status)) {
    recordRow(context, { ...row, got: `${answer.status}: the preflight itself is refused`, outcome: 'fail' });
    return;
  }
  if (allowsHeader(answer.headers, IDEMPOTENCY_HEADER)) {
    recordRow(context, { ...row, got: `${answer.status} · allowed`, outcome: 'pass' });
    return;
  }
  recordRow(context, {
    ...row,
    got: `${answer.status} · Idempotency-Key not allowed by CORS`,
    outcome: 'warn',
    hint: IDEMPOTENCY_HINT,
  });
}
