import { type Invitation, invitationReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { useApiMutation } from '../swr';

/** The contract answers `{ email, role }`; spec §7 shows only `email`. 404 unknown, 410 expired or used. */
export const validateInvitationPath = '/api/accounts/invitations/validate/';
export const validateInvitationMutationKey = `POST ${validateInvitationPath}`;

/** POST /api/accounts/invitations/validate/: the invited email, to pre-fill the registration form. */
export function validateInvitation(client: ApiClient, token: string): Promise<Invitation> {
  return client.request(validateInvitationPath, {
    method: 'POST',
    body: { token },
    schema: invitationReader,
    anonymous: true,
  });
}

export const useValidateInvitation = () => useApiMutation(validateInvitationMutationKey, validateInvitation);
