import { isApiError, isServerAnswer } from '../errors';
import type { ApiClient } from '../http';
import { type CurrentUser, getProfile } from '../profile/get-profile';
import { clearSessionStorage } from '../storage';
import { hasAccessToken } from './tokens';

/**
 * Spec §4, at start-up: with a stored access token the profile is loaded; on failure (a 401 after a
 * refused refresh included) the user is logged out, and the app goes to /auth. Null means nobody is
 * signed in.
 */
export async function startSession(client: ApiClient): Promise<CurrentUser | null> {
  if (!hasAccessToken(client.storage)) return null;
  try {
    return await getProfile(client);
  } catch (error) {
    // A request cut short (page unload, time-out, no network) says nothing about the session: it stays
    // for the next start. Whatever the server answered logs out, a profile of the wrong shape
    // ('invalid-response') too: that is an answer, the app cannot run on it, and keeping the tokens
    // would only fail the same way at every start.
    if (isApiError(error) && !isServerAnswer(error)) return null;
    clearSessionStorage(client.storage);
    return null;
  }
}
