import { type CreatedInvitation, createdInvitationReader, type InvitationPayload } from '@prospect/contract';
import type { ApiClient } from '../http';
import { useApiMutation } from '../swr';

export type InvitationInput = InvitationPayload;

export const createInvitationPath = '/api/accounts/admin/invitations/create/';
export const createInvitationMutationKey = `POST ${createInvitationPath}`;

/** POST /api/accounts/admin/invitations/create/ `{ email, role }` → 201 with the invitation link. */
export function createInvitation(client: ApiClient, invitation: InvitationInput): Promise<CreatedInvitation> {
  return client.request(createInvitationPath, {
    method: 'POST',
    body: invitation,
    schema: createdInvitationReader,
  });
}

/** The invited person is not a member until they register: nothing to refetch. */
export const useCreateInvitation = () => useApiMutation(createInvitationMutationKey, createInvitation);
