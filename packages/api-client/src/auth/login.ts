import * as z from 'zod/mini';
import type { ApiClient } from '../http';
import { storeSignIn } from '../session/tokens';
import { useApiMutation } from '../swr';

export const tokenPairSchema = z.object({
  access: z.string().check(z.minLength(1)),
  refresh: z.string().check(z.minLength(1)),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export interface Credentials {
  email: string;
  password: string;
}

export const loginPath = '/api/token/';
export const loginMutationKey = `POST ${loginPath}`;

/** POST /api/token/: signs in and stores both tokens and the username (spec §4). */
export async function login(client: ApiClient, { email, password }: Credentials): Promise<TokenPair> {
  const tokens = await client.request(loginPath, {
    method: 'POST',
    body: { username: email, password },
    schema: tokenPairSchema,
    anonymous: true,
  });
  storeSignIn(client.storage, tokens, email);
  return tokens;
}

export const useLogin = () => useApiMutation(loginMutationKey, login);
