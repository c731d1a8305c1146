import * as z from 'zod/mini';
import { idSchema } from '../entities';
import type { ApiClient } from '../http';

/** Spec §7 does not show the fields; the contract answers these. */
export const impersonationAnswerSchema = z.object({
  access: z.string().check(z.minLength(1)),
  refresh: z.optional(z.string().check(z.minLength(1))),
  user: z.object({ id: idSchema, first_name: z.string(), email: z.string() }),
});
export type ImpersonationAnswer = z.infer<typeof impersonationAnswerSchema>;

export const impersonatePath = (userId: number) => `/api/accounts/admin/impersonate/${userId}/`;
export const impersonateMutationKey = 'POST /api/accounts/admin/impersonate/{id}/';

/**
 * POST /api/accounts/admin/impersonate/{id}/: only the tokens of the user to act as. Swapping the
 * session is `startImpersonation`'s job (session/impersonation.ts), which the hook there uses.
 */
export function impersonateUser(client: ApiClient, userId: number): Promise<ImpersonationAnswer> {
  return client.request(impersonatePath(userId), { method: 'POST', schema: impersonationAnswerSchema });
}
