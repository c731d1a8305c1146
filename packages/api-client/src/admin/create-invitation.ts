import {
  type CreatedInvitation,
  createdInvitationReader,
  type InvitationPayload,
  invitationCreatePath,
} from '@prospect/contract';
import * as v from 'valibot';
import type { ApiClient } from '../http';
import { useApiMutation } from '../swr';

export type InvitationInput = InvitationPayload;

export const createInvitationPath = invitationCreatePath;
export const createInvitationMutationKey = `POST ${createInvitationPath}`;

/**
 * POST /api/accounts/admin/invitations/create/ `{ email, role }` → 201 with the invitation link. Any 2xx
 * means the invitation exists: an answer that is no object (204, text) gives one without the link, rather
 * than an error that would have the admin invite again.
 */
export async function createInvitation(
  client: ApiClient,
  invitation: InvitationInput,
): Promise<CreatedInvitation> {
  const answer = await client.request(createInvitationPath, {
    method: 'POST',
    body: invitation,
    schema: v.unknown(),
  });
  const created = v.safeParse(createdInvitationReader, answer);
  return created.success ? created.output : {};
}

/** The invited person is not a member until they register: nothing to refetch. */
export const useCreateInvitation = () => useApiMutation(createInvitationMutationKey, createInvitation);
