import type { ApiClient } from '../http';
import type { CurrentUser } from '../profile/get-profile';
import { clearSessionStorage } from '../storage';
import { stopImpersonation } from './impersonation';
import { isImpersonating } from './tokens';

export type LogoutResult =
  /** The session is over: the app goes to /auth. */
  | { ended: 'session' }
  /** Logging out while impersonating ends the impersonation instead (spec §4): back to /dashboard. */
  | { ended: 'impersonation'; profile: CurrentUser };

/**
 * Déconnexion never fails: it ends the impersonation when there is one and the admin's session can be
 * restored, and otherwise (no saved admin token, the admin's profile not reloaded) clears everything.
 */
export async function logout(client: ApiClient): Promise<LogoutResult> {
  if (isImpersonating(client.storage)) {
    try {
      return { ended: 'impersonation', profile: await stopImpersonation(client) };
    } catch {
      // Falls through: the user asked to leave, and leaves signed out.
    }
  }
  clearSessionStorage(client.storage);
  return { ended: 'session' };
}
