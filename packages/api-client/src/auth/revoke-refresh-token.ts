import type { RevokeRefreshPayload } from '@prospect/contract';
import { tokenBlacklistPath } from '@prospect/contract';
import { isApiError } from '../errors';
import type { ApiClient } from '../http';

/** The contract's address alone, not its table: sign-out is on every first load. */
export const revokeRefreshTokenPath = tokenBlacklistPath;

/** A sign-out waits for nobody: past this, the token is left to expire on its own. */
export const REVOKE_TIMEOUT_MS = 5_000;

export type RevocationOutcome =
  /** The server will refuse the token from now on. */
  | 'revoked'
  /** The server has no blacklist (404 or 405, now or earlier in this page's life): nothing was done. */
  | 'unsupported'
  /** No answer in time, offline, or refused (a 401: the token was already dead): nothing more to do. */
  | 'failed';

/**
 * API base URLs known to lack the blacklist, for the page's life: it is the server's configuration,
 * so later sign-outs do not ask again.
 */
const withoutBlacklist = new Set<string>();

/**
 * POST /api/token/blacklist/ (optional extension: SimpleJWT's TokenBlacklistView) with a refresh token
 * the device is dropping, so a copy of it cannot renew the session. Anonymous, as the view is: the
 * access token may be expired or already cleared, and a 401 here must never start a refresh. Never
 * rejects: a sign-out cannot fail because the server did not take note of it.
 */
export async function revokeRefreshToken(
  client: ApiClient,
  refresh: string,
  { timeoutMs = REVOKE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<RevocationOutcome> {
  if (withoutBlacklist.has(client.baseUrl)) return 'unsupported';
  const body: RevokeRefreshPayload = { refresh };
  try {
    await client.request(revokeRefreshTokenPath, { method: 'POST', body, anonymous: true, timeoutMs });
    return 'revoked';
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) {
      withoutBlacklist.add(client.baseUrl);
      return 'unsupported';
    }
    return 'failed';
  }
}

/** Revokes each distinct token given; resolves once every one is settled, never rejects. */
export async function revokeRefreshTokens(
  client: ApiClient,
  tokens: readonly (string | null)[],
): Promise<RevocationOutcome[]> {
  const distinct = [...new Set(tokens.filter((token): token is string => Boolean(token)))];
  return Promise.all(distinct.map((token) => revokeRefreshToken(client, token)));
}
