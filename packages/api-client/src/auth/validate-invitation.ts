import { type Invitation, invitationReader, invitationValidatePath } from '@prospect/contract';
import type { ApiClient } from '../http';
import { useSignedOutRead } from './signed-out-calls';

/** The contract answers `{ email, role }`; spec §7 shows only `email`. 404 unknown, 410 expired or used. */
export const validateInvitationPath = invitationValidatePath;
/** The cache key of one token's answer (POST, but a read: it changes nothing on the server). */
export const invitationKey = (token: string) =>
  `${validateInvitationPath}?token=${encodeURIComponent(token)}`;

/** POST /api/accounts/invitations/validate/: the invited email, to pre-fill the registration form. */
export function validateInvitation(client: ApiClient, token: string): Promise<Invitation> {
  return client.request(validateInvitationPath, {
    method: 'POST',
    body: { token },
    schema: invitationReader,
    anonymous: true,
  });
}

/**
 * The invitation of `token` (none while null). Asked once: a refused token (404 unknown, 410 expired)
 * stays refused, and a failure the registration page shows as such ends the invitation there.
 */
export const useInvitation = (token: string | null) =>
  useSignedOutRead(token ? invitationKey(token) : null, (client) => validateInvitation(client, token ?? ''));
