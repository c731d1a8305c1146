import { type GoogleLoginAnswer, googleLoginAnswerReader, googleLoginPath } from '@prospect/contract';
import type { ApiClient } from '../http';
import { storeSignIn } from '../session/tokens';
import { useSignedOutCall } from './signed-out-calls';

export { googleLoginPath };

/**
 * POST /api/accounts/google-login/ with the identity provider's credential; 404 when no account exists. An answer
 * without `access` is refused: 'Erreur lors de la connexion : données de réponse invalides'.
 */
export async function googleLogin(client: ApiClient, credential: string): Promise<GoogleLoginAnswer> {
  const answer = await client.request(googleLoginPath, {
    method: 'POST',
    body: { credential },
    schema: googleLoginAnswerReader,
    anonymous: true,
  });
  storeSignIn(client.storage, answer, answer.user.email);
  return answer;
}

export const useGoogleLogin = () => useSignedOutCall(googleLogin);
