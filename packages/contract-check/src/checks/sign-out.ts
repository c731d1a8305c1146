// Sign-out on the server (optional extension, beyond spec §7): SimpleJWT's blacklist. A backend
// without it answers 404 or 405, which is reported and passes; one that has it must then refuse the
// revoked refresh token.

import type { LoginPayload, RevokeRefreshPayload, TokenPair } from '@prospect/contract';
import { endpoints } from '@prospect/contract';
import type { CheckContext } from '../context';
import { isSuccess } from '../http';
import { either, exactly, presence, presentOrAbsent, skipRow, step } from '../step';

export async function checkSignOut(context: CheckContext): Promise<void> {
  context.group = 'sign-out (optional extension)';
  const { email, password } = context.accounts.credentials.agent;
  const login: LoginPayload = { username: email, password };
  // A pair of its own, so revoking it ends none of the sessions the other rows use.
  const pair = await step<TokenPair>(context, {
    check: 'signs in again to sign out',
    as: null,
    endpoint: endpoints.login,
    body: login,
    status: exactly(200),
    read: true,
  });
  const { revokeRefreshToken, refreshToken } = endpoints;
  const revokeCall = `${revokeRefreshToken.method} ${revokeRefreshToken.path}`;
  if (!pair.answer) {
    skipRow(context, 'revokes the refresh token', revokeCall, 'no token pair');
    return;
  }
  const revoke: RevokeRefreshPayload = { refresh: pair.answer.refresh };
  const revoked = await step(context, {
    check: 'revokes the refresh token',
    as: null,
    endpoint: revokeRefreshToken,
    body: revoke,
    status: presentOrAbsent,
    means: presence,
  });
  if (!revoked.ok || !isSuccess(revoked.status)) return;
  await step(context, {
    check: 'the revoked refresh token is refused',
    as: null,
    endpoint: refreshToken,
    body: revoke,
    status: either(401, 400),
  });
}
