import {
  type GoogleRegisterAnswer,
  googleRegisterAnswerReader,
  googleRegisterPath,
} from '@prospect/contract';
import type { ApiClient } from '../http';
import { storeSignIn } from '../session/tokens';
import { useSignedOutCall } from './signed-out-calls';

export { googleRegisterPath };

/** POST /api/accounts/google-register/: creates the account and signs in; 400 when it already exists. */
export async function googleRegister(client: ApiClient, credential: string): Promise<GoogleRegisterAnswer> {
  const answer = await client.request(googleRegisterPath, {
    method: 'POST',
    body: { credential },
    schema: googleRegisterAnswerReader,
    anonymous: true,
  });
  storeSignIn(client.storage, answer, answer.user.email);
  return answer;
}

export const useGoogleRegister = () => useSignedOutCall(googleRegister);
