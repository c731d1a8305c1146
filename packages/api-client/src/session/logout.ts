import { type RevocationOutcome, revokeRefreshTokens } from '../auth/revoke-refresh-token';
import type { ApiClient } from '../http';
import type { CurrentUser } from '../profile/get-profile';
import { clearSessionStorage, storageKeys } from '../storage';
import { stopImpersonationWithRevocation } from './impersonation';
import { isImpersonating } from './tokens';

interface EndedWithRevocation {
  /**
   * The server being told to refuse the refresh tokens dropped (optional extension): already under
   * way, settled within a few seconds, never rejected. Nobody needs to wait for it.
   */
  revocation: Promise<RevocationOutcome[]>;
}

export type LogoutResult =
  /** The session is over: the app goes to /auth. */
  | ({ ended: 'session' } & EndedWithRevocation)
  /** Logging out while impersonating ends the impersonation instead (spec §4): back to /dashboard. */
  | ({ ended: 'impersonation'; profile: CurrentUser } & EndedWithRevocation);

/**
 * Déconnexion never fails: it ends the impersonation when there is one and the admin's session can be
 * restored, and otherwise (no saved admin token, the admin's profile not reloaded) clears everything.
 */
export async function logout(client: ApiClient): Promise<LogoutResult> {
  if (isImpersonating(client.storage)) {
    try {
      const { profile, revocation } = await stopImpersonationWithRevocation(client);
      return { ended: 'impersonation', profile, revocation };
    } catch {
      // Falls through: the user asked to leave, and leaves signed out.
    }
  }
  return { ended: 'session', revocation: clearSessionAndRevoke(client) };
}

/**
 * Clears every session key, as `clearSessionStorage` does, and revokes the refresh tokens they held.
 * The tokens are read before the storage is cleared and the revocation is not awaited: the user is
 * signed out on this device at once, whatever the network does, and a server that does not answer
 * only leaves the tokens to expire as they would have without the extension.
 */
export function clearSessionAndRevoke(client: ApiClient): Promise<RevocationOutcome[]> {
  const { storage } = client;
  const dropped = [
    storage.getItem(storageKeys.refreshToken),
    storage.getItem(storageKeys.impersonatorRefreshToken),
  ];
  clearSessionStorage(storage);
  return revokeRefreshTokens(client, dropped);
}
