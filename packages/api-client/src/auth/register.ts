import { type TokenPair, tokenPairReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { storeSignIn } from '../session/tokens';
import { useApiMutation } from '../swr';

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password2: string;
  /** The chosen city (spec §2: La Baule-Escoublac, Pornic, Nantes, Vertou). */
  agency: string;
  /** The invitation token from `?token=`, when the page was opened with one. */
  token?: string | null;
}

export const registerPath = '/api/accounts/register/';
export const registerMutationKey = `POST ${registerPath}`;

/** POST /api/accounts/register/: creates the account and signs in with the tokens it answers. */
export async function register(client: ApiClient, registration: Registration): Promise<TokenPair> {
  const tokens = await client.request(registerPath, {
    method: 'POST',
    body: { ...registration, token: registration.token ?? null },
    schema: tokenPairReader,
    anonymous: true,
  });
  storeSignIn(client.storage, tokens, registration.email);
  return tokens;
}

export const useRegister = () => useApiMutation(registerMutationKey, register);
