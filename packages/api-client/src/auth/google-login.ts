import * as z from 'zod/mini';
import type { ApiClient } from '../http';
import { storeSignIn } from '../session/tokens';
import { useApiMutation } from '../swr';

/** Without `access` the answer is invalid: 'Erreur lors de la connexion : données de réponse invalides'. */
export const googleLoginAnswerSchema = z.object({
  access: z.string().check(z.minLength(1)),
  refresh: z.optional(z.string().check(z.minLength(1))),
  user: z.object({ first_name: z.string(), email: z.string() }),
});
export type GoogleLoginAnswer = z.infer<typeof googleLoginAnswerSchema>;

export const googleLoginPath = '/api/accounts/google-login/';
export const googleLoginMutationKey = `POST ${googleLoginPath}`;

/** POST /api/accounts/google-login/ with the identity provider's credential; 404 when no account exists. */
export async function googleLogin(client: ApiClient, credential: string): Promise<GoogleLoginAnswer> {
  const answer = await client.request(googleLoginPath, {
    method: 'POST',
    body: { credential },
    schema: googleLoginAnswerSchema,
    anonymous: true,
  });
  storeSignIn(client.storage, answer, answer.user.email);
  return answer;
}

export const useGoogleLogin = () => useApiMutation(googleLoginMutationKey, googleLogin);
