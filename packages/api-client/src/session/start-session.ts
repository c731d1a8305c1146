import { ApiError } from '../errors';
import type { ApiClient } from '../http';
import { type CurrentUser, getProfile } from '../profile/get-profile';
import { clearSessionStorage } from '../storage';
import { hasAccessToken } from './tokens';

/**
 * Spec §4, at start-up: with a stored access token the profile is loaded; a refusal (a 401 after a
 * refused refresh included) logs out, and the app goes to /auth. Null means nobody is signed in.
 */
export async function startSession(client: ApiClient): Promise<CurrentUser | null> {
  if (!hasAccessToken(client.storage)) return null;
  try {
    return await getProfile(client);
  } catch (error) {
    // A request cut short (page unload, time-out, no network) says nothing about the session: only a
    // server's answer logs out.
    if (error instanceof ApiError && error.kind !== 'http') return null;
    clearSessionStorage(client.storage);
    return null;
  }
}
