import type { AdminUser, CreatedInvitation, InvitationPayload, Role } from '@prospect/contract';

export type { LoadStatus } from '../primitives/load-status';
/** An entry of GET /api/accounts/admin/users/, and the roles, as the contract reads them. */
export type { AdminUser, Role };

/**
 * Who looks at the panel: the signed-in user's email and role, all the profile of spec §3 gives (it
 * carries no user id). The email tells their own row.
 */
export interface AdminViewer {
  email: string;
  role: Role;
}

/** The body of POST /api/accounts/admin/invitations/create/. */
export type InvitationRequest = InvitationPayload;

/** Its 201 answer, as read: each field only when the server sends it. */
export type InvitationResult = CreatedInvitation;
