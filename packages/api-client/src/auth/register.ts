import { type RegistrationPayload, registerPath, type TokenPair, tokenPairReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { storeSignIn } from '../session/tokens';
import { useSignedOutCall } from './signed-out-calls';

/** The payload, the invitation token being optional (absent for an open sign-up). */
export type Registration = Omit<RegistrationPayload, 'token'> & { token?: string | null };

export { registerPath };

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

export const useRegister = () => useSignedOutCall(register);
