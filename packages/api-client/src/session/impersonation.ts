import type { ImpersonationAnswer } from '@prospect/contract';
import { impersonateUser } from '../admin/impersonate-user';
import { type RevocationOutcome, revokeRefreshTokens } from '../auth/revoke-refresh-token';
import { MissingAdminTokenError } from '../errors';
import type { ApiClient } from '../http';
import { type CurrentUser, getProfile } from '../profile/get-profile';
import { storageKeys } from '../storage';
import { isImpersonating } from './tokens';

/** Who to act as: an entry of the admin list. Its email names the user when the answer does not. */
export interface ImpersonationTarget {
  id: number;
  email: string;
}

/**
 * Spec §4: the admin's access token and email are saved, the flag is set and the tokens become the
 * impersonated user's. The app then goes to /dashboard. Starting again while impersonating keeps the
 * admin's saved session, never the intermediate one. A bare id is enough when the server's answer
 * names the user (the contract's does).
 */
export async function startImpersonation(
  client: ApiClient,
  target: ImpersonationTarget | number,
): Promise<ImpersonationAnswer> {
  const { id: userId, email } = typeof target === 'number' ? { id: target, email: null } : target;
  const answer = await impersonateUser(client, userId);
  const { storage } = client;
  // Acting as someone else already: that user's refresh token is being dropped, not saved.
  const intermediateRefresh = isImpersonating(storage) ? storage.getItem(storageKeys.refreshToken) : null;
  if (!isImpersonating(storage)) {
    const adminToken = storage.getItem(storageKeys.accessToken);
    const adminRefresh = storage.getItem(storageKeys.refreshToken);
    if (adminToken) storage.setItem(storageKeys.impersonatorAccessToken, adminToken);
    if (adminRefresh) storage.setItem(storageKeys.impersonatorRefreshToken, adminRefresh);
    const adminEmail = storage.getItem(storageKeys.username);
    if (adminEmail) storage.setItem(storageKeys.impersonatorEmail, adminEmail);
  }
  storage.setItem(storageKeys.isImpersonated, 'true');
  storage.setItem(storageKeys.accessToken, answer.access);
  // Without a refresh token of the impersonated user's own, an expiry ends the session rather than
  // silently refreshing into the admin's account while the banner still shows the other user.
  if (answer.refresh) storage.setItem(storageKeys.refreshToken, answer.refresh);
  else storage.removeItem(storageKeys.refreshToken);
  const impersonatedEmail = answer.user?.email ?? email;
  if (impersonatedEmail) storage.setItem(storageKeys.username, impersonatedEmail);
  else storage.removeItem(storageKeys.username);
  storage.removeItem(storageKeys.userData);
  const kept = [storageKeys.refreshToken, storageKeys.impersonatorRefreshToken].map((key) =>
    storage.getItem(key),
  );
  if (!kept.includes(intermediateRefresh)) void revokeRefreshTokens(client, [intermediateRefresh]);
  return answer;
}

/**
 * Spec §4: restores the admin's token, clears the flags and reloads the profile (the app then goes to
 * /dashboard). Without the saved admin token: `MissingAdminTokenError` ('Erreur critique: …').
 */
export async function stopImpersonation(client: ApiClient): Promise<CurrentUser> {
  return (await stopImpersonationWithRevocation(client)).profile;
}

/**
 * `stopImpersonation`, also answering the revocation of the impersonated user's refresh token (optional
 * extension, see auth/revoke-refresh-token.ts), which is under way and never rejects.
 */
export async function stopImpersonationWithRevocation(
  client: ApiClient,
): Promise<{ profile: CurrentUser; revocation: Promise<RevocationOutcome[]> }> {
  const { storage } = client;
  const adminToken = storage.getItem(storageKeys.impersonatorAccessToken);
  if (!adminToken) throw new MissingAdminTokenError();
  const adminRefresh = storage.getItem(storageKeys.impersonatorRefreshToken);
  // The impersonated user's token is taken before the admin's replaces it, and sent off without
  // waiting: the admin is back at once, and a copy of the token left anywhere can no longer act as
  // that user once the server has it. The admin's own token is never sent.
  const impersonatedRefresh = storage.getItem(storageKeys.refreshToken);
  const revocation = revokeRefreshTokens(
    client,
    impersonatedRefresh === adminRefresh ? [] : [impersonatedRefresh],
  );
  storage.setItem(storageKeys.accessToken, adminToken);
  // An admin signed in without a refresh token (Google sign-in answers none) gets none back: keeping
  // the impersonated user's would let the next refresh sign the admin in as that user, banner gone.
  if (adminRefresh) storage.setItem(storageKeys.refreshToken, adminRefresh);
  else storage.removeItem(storageKeys.refreshToken);
  const adminEmail = storage.getItem(storageKeys.impersonatorEmail);
  if (adminEmail) storage.setItem(storageKeys.username, adminEmail);
  for (const key of [
    storageKeys.isImpersonated,
    storageKeys.impersonatorEmail,
    storageKeys.impersonatorAccessToken,
    storageKeys.impersonatorRefreshToken,
    storageKeys.userData,
  ]) {
    storage.removeItem(key);
  }
  return { profile: await getProfile(client), revocation };
}
