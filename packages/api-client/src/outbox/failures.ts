import { isApiError } from '../errors';
import type { FieldWrite } from './field-writes';

/**
 * What a failed attempt means for the queued write:
 * - `done`: the server has what was asked. A 2xx whose body does not read was applied; a deletion
 *   answered 404 finds the record gone (a replay whose first answer was lost, on a server that does
 *   not honour idempotency keys).
 * - `session`: the session ended (the client already tried a refresh); the write waits for the next
 *   sign-in of the same account.
 * - `transient`: no network, a time-out, a server or proxy failing for now (5xx, 408, 429), or
 *   anything unexpected: the write is kept and tried again. Keeping a write is never wrong.
 * - `refused`: any other 4xx. Asking again would get the same answer, so it is not retried.
 */
export type FailureMeaning = 'done' | 'session' | 'transient' | 'refused';

export function meaningOfFailure(write: FieldWrite, error: unknown): FailureMeaning {
  if (!isApiError(error)) return 'transient';
  if (error.kind === 'invalid-response') return 'done';
  if (error.kind !== 'http') return 'transient';
  const status = error.status ?? 0;
  if (status === 401) return 'session';
  if (status >= 500 || status === 408 || status === 429) return 'transient';
  if (status === 404 && write.kind.endsWith('Delete')) return 'done';
  return 'refused';
}
