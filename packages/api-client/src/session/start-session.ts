import { isApiError } from '../errors';
import type { ApiClient } from '../http';
import { type CurrentUser, getProfile } from '../profile/get-profile';
import { clearSessionStorage } from '../storage';
import { hasAccessToken } from './tokens';

/** The server refused this session: the profile answered 401 (after a refused refresh) or 403. */
const isProfileRefusal = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && (error.status === 401 || error.status === 403);

/**
 * Spec §4, at start-up: with a stored access token the profile is loaded. Null means nobody is signed
 * in: no token, or the server refused the session (the storage is then cleared and the app goes to
 * /auth). Any other failure (no network, a time-out, a 5xx, a garbled answer) says nothing about the
 * session: the tokens stay and the failure is thrown, for the caller to show and retry later.
 */
export async function startSession(client: ApiClient): Promise<CurrentUser | null> {
  if (!hasAccessToken(client.storage)) return null;
  try {
    return await getProfile(client);
  } catch (error) {
    if (!isProfileRefusal(error)) throw error;
    clearSessionStorage(client.storage);
    return null;
  }
}
