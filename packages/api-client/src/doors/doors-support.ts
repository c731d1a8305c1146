import { ApiError, isApiError } from '../errors';
import type { ApiClient } from '../http';

/**
 * Whether the API has the optional extension « portes ». `unknown` until one of its calls is answered:
 * the screens then show no door, exactly as on a server without it.
 */
export type DoorsSupport = 'unknown' | 'present' | 'absent';

/**
 * What each API base URL said, for the page's life: it is the server's configuration, so a server
 * without doors is not asked again, and one with them is not asked whether it has them.
 */
const learned = new Map<string, Exclude<DoorsSupport, 'unknown'>>();
const listeners = new Set<() => void>();

/** What is known of `client`'s API. */
export function doorsSupport(client: Pick<ApiClient, 'baseUrl'>): DoorsSupport {
  return learned.get(client.baseUrl) ?? 'unknown';
}

/** Called when what is known of an API changes. */
export function subscribeDoorsSupport(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function learn(client: Pick<ApiClient, 'baseUrl'>, support: Exclude<DoorsSupport, 'unknown'>) {
  if (learned.get(client.baseUrl) === support) return;
  learned.set(client.baseUrl, support);
  for (const listener of [...listeners]) listener();
}

/** A street's doors were answered (a 2xx that reads): the API has the extension. */
export function learnDoorsPresent(client: Pick<ApiClient, 'baseUrl'>): void {
  learn(client, 'present');
}

/**
 * What a failed call on a street's doors says of the API: a 404 or 405 means it has no such address.
 * Once the extension answered, a 404 is a street gone, not a server without doors. A failure without
 * an answer (offline, time-out, 5xx) says nothing.
 */
export function learnFromDoorsFailure(client: Pick<ApiClient, 'baseUrl'>, error: unknown): void {
  if (!isApiError(error) || (error.status !== 404 && error.status !== 405)) return;
  if (error.status === 404 && doorsSupport(client) === 'present') return;
  learn(client, 'absent');
}

/**
 * Every door call starts here: on an API known to lack the extension it fails as the server did (404),
 * without a request.
 */
export function refuseWithoutDoors(client: Pick<ApiClient, 'baseUrl'>): void {
  if (doorsSupport(client) === 'absent') throw new ApiError('http', { status: 404 });
}

/** Forgets what every API said. The app never needs it; tests start each case from an unknown API. */
export function forgetDoorsSupport(): void {
  learned.clear();
  for (const listener of [...listeners]) listener();
}
