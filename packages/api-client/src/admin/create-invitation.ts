import * as z from 'zod/mini';
import { type Role, roleSchema } from '../entities';
import type { ApiClient } from '../http';
import { useApiMutation } from '../swr';

export const createdInvitationSchema = z.object({
  email: z.string(),
  role: roleSchema,
  invitation_url_for_testing: z.string(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

export interface InvitationInput {
  email: string;
  /** AGENT by default; ADMIN only when a SUPER_ADMIN invites (spec §5, §6). */
  role: Role;
}

export const createInvitationPath = '/api/accounts/admin/invitations/create/';
export const createInvitationMutationKey = `POST ${createInvitationPath}`;

/** POST /api/accounts/admin/invitations/create/ `{ email, role }` → 201 with the invitation link. */
export function createInvitation(client: ApiClient, invitation: InvitationInput): Promise<CreatedInvitation> {
  return client.request(createInvitationPath, {
    method: 'POST',
    body: invitation,
    schema: createdInvitationSchema,
  });
}

/** The invited person is not a member until they register: nothing to refetch. */
export const useCreateInvitation = () => useApiMutation(createInvitationMutationKey, createInvitation);
