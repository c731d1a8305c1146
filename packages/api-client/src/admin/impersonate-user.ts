import {
  type ImpersonationAnswer,
  impersonatePathTemplate,
  impersonationAnswerReader,
  withId,
} from '@prospect/contract';
import type { ApiClient } from '../http';

export const impersonatePath = (userId: number) => withId(impersonatePathTemplate, userId);
export const impersonateMutationKey = 'POST /api/accounts/admin/impersonate/{id}/';

/**
 * POST /api/accounts/admin/impersonate/{id}/: the tokens of the user to act as (strict), and the user
 * when the server names them (the contract does; a plain SimpleJWT view sends only the tokens).
 * Swapping the session is `startImpersonation`'s job (session/impersonation.ts).
 */
export function impersonateUser(client: ApiClient, userId: number): Promise<ImpersonationAnswer> {
  return client.request(impersonatePath(userId), { method: 'POST', schema: impersonationAnswerReader });
}
