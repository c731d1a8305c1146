// Sign-in and tokens (spec §4 "Token refresh", §7 /api/token/…): every account signs in, refusals are
// refusals, a refresh gives an access token that works.

import type { LoginPayload, RefreshAnswer, TokenPair } from '@prospect/contract';
import { endpoints } from '@prospect/contract';
import { ACTORS, type Actor } from '../accounts';
import type { CheckContext } from '../context';
import { either, exactly, skipRow, step } from '../step';
import { sameEmail } from './conditions';

// Looks like a SimpleJWT token, so a server that only checks the format is not let off.
const FORGED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCJ9.Y29udHJhY3QtY2hlY2s';

async function signIn(context: CheckContext, actor: Actor): Promise<void> {
  const { email, password } = context.accounts.credentials[actor];
  const agency = actor === 'otherAgent' ? context.accounts.otherAgency : context.accounts.homeAgency;
  const body: LoginPayload = { username: email, password };
  const result = await step<TokenPair>(context, {
    check: `signs in (${email}, ${agency})`,
    as: null,
    endpoint: endpoints.login,
    body,
    status: exactly(200),
    read: true,
  });
  if (result.answer) context.sessions[actor] = { email, ...result.answer };
}

export async function checkSignIn(context: CheckContext): Promise<void> {
  context.group = 'sign-in';
  for (const actor of ACTORS) await signIn(context, actor);

  const { email } = context.accounts.credentials.agent;
  await step(context, {
    check: 'wrong password is refused',
    as: null,
    endpoint: endpoints.login,
    body: { username: email, password: `${context.accounts.credentials.agent.password}-wrong` },
    status: either(401, 400),
  });

  // A fresh pair, so rotating it (SimpleJWT's ROTATE_REFRESH_TOKENS) does not touch the agent's session.
  const pair = await step<TokenPair>(context, {
    check: 'signs in again for a refresh',
    as: null,
    endpoint: endpoints.login,
    body: { username: email, password: context.accounts.credentials.agent.password },
    status: exactly(200),
    read: true,
  });
  const refreshed = pair.answer
    ? await step<RefreshAnswer>(context, {
        check: 'refresh gives an access token',
        as: null,
        endpoint: endpoints.refreshToken,
        body: { refresh: pair.answer.refresh },
        status: exactly(200),
        read: true,
      })
    : undefined;
  await step(context, {
    check: 'a forged refresh token is refused',
    as: null,
    endpoint: endpoints.refreshToken,
    body: { refresh: FORGED_TOKEN },
    status: either(401, 400),
  });
  await step(context, {
    check: 'a call without token is refused',
    as: null,
    endpoint: endpoints.getProfile,
    status: exactly(401),
  });
  await step(context, {
    check: 'a forged access token is refused',
    as: null,
    token: FORGED_TOKEN,
    endpoint: endpoints.getProfile,
    status: exactly(401),
  });
  if (refreshed?.answer) {
    await step<{ user: { email: string } }>(context, {
      check: 'the refreshed access token works',
      as: null,
      token: refreshed.answer.access,
      endpoint: endpoints.getProfile,
      verifies: `the agent's email`,
      verify: (profile) => sameEmail(profile.user.email, email),
    });
  } else {
    skipRow(context, 'the refreshed access token works', 'GET /api/accounts/profile/', 'no refreshed token');
  }
}
