import { isApiError } from '../errors';
import type { FieldWrite } from './field-writes';

/**
 * What a failed attempt means for the queued write:
 * - `done`: the server has what was asked. A 2xx whose body does not read was applied; a deletion
 *   answered 404 finds the record gone (a replay whose first answer was lost, on a server that does
 *   not honour idempotency keys).
 * - `session`: the session ended, or another account is signed in now; the write waits for the next
 *   sign-in of its own account.
 * - `unreachable`: no answer (no network, a time-out) or the server asks everyone to slow down (429):
 *   nothing else would get through either, so the whole queue waits and is tried again later.
 * - `failing`: the server answered, but failed on this write (5xx, 408, or anything unexpected), or is
 *   still working on our own key (409: the Idempotency-Key draft's answer to a replay in flight). The
 *   write is kept and tried again after its own pause, while the writes of other records go on.
 * - `refused`: any other 4xx. Asking again would get the same answer, so it is not retried.
 */
export type FailureMeaning = 'done' | 'session' | 'unreachable' | 'failing' | 'refused';

export function meaningOfFailure(write: FieldWrite, error: unknown): FailureMeaning {
  if (!isApiError(error)) return 'failing';
  if (error.kind === 'invalid-response') return 'done';
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'cancelled')
    return 'unreachable';
  const status = error.status ?? 0;
  if (status === 401) return 'session';
  if (status === 429) return 'unreachable';
  if (status >= 500 || status === 408 || status === 409) return 'failing';
  if (status === 404 && write.kind.endsWith('Delete')) return 'done';
  return 'refused';
}
