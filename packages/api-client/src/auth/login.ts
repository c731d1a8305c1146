import { z } from 'zod';
import type { ApiClient } from '../http';
import { storageKeys } from '../storage';

export const tokenPairSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export interface Credentials {
  email: string;
  password: string;
}

/** POST /api/token/: signs in and stores both tokens and the username (spec §4). */
export async function login(client: ApiClient, { email, password }: Credentials): Promise<TokenPair> {
  const tokens = await client.request('/api/token/', {
    method: 'POST',
    body: { username: email, password },
    schema: tokenPairSchema,
    anonymous: true,
  });
  client.storage.setItem(storageKeys.accessToken, tokens.access);
  client.storage.setItem(storageKeys.refreshToken, tokens.refresh);
  client.storage.setItem(storageKeys.username, email);
  return tokens;
}
