import type { ApiClient } from '../http';
import { type CurrentUser, getProfile } from '../profile/get-profile';
import { clearSessionStorage } from '../storage';
import { hasAccessToken } from './tokens';

/**
 * Spec §4, at start-up: with a stored access token the profile is loaded; any failure (a refused
 * refresh included) logs out, and the app goes to /auth. Null means nobody is signed in.
 */
export async function startSession(client: ApiClient): Promise<CurrentUser | null> {
  if (!hasAccessToken(client.storage)) return null;
  try {
    return await getProfile(client);
  } catch {
    clearSessionStorage(client.storage);
    return null;
  }
}
