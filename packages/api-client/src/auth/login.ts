import { type TokenPair, tokenPairReader, tokenPath } from '@prospect/contract';
import type { ApiClient } from '../http';
import { storeSignIn } from '../session/tokens';
import { useSignedOutCall } from './signed-out-calls';

export interface Credentials {
  email: string;
  password: string;
}

export const loginPath = tokenPath;

/** POST /api/token/: signs in and stores both tokens and the username (spec §4). */
export async function login(client: ApiClient, { email, password }: Credentials): Promise<TokenPair> {
  const tokens = await client.request(loginPath, {
    method: 'POST',
    body: { username: email, password },
    schema: tokenPairReader,
    anonymous: true,
  });
  storeSignIn(client.storage, tokens, email);
  return tokens;
}

export const useLogin = () => useSignedOutCall(login);
