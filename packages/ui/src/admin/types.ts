export type Role = 'AGENT' | 'ADMIN' | 'SUPER_ADMIN';

/** An entry of GET /api/accounts/admin/users/. */
export interface AdminUser {
  id: number;
  role: Role;
  firstName?: string;
  first_name: string;
  last_name: string;
  email: string;
  zones_count: number;
  completed_sectors_count: number;
  completed_streets_count: number;
}

/**
 * Who looks at the panel: the signed-in user's email and role, all the profile of spec §3 gives (it
 * carries no user id). The email tells their own row.
 */
export interface AdminViewer {
  email: string;
  role: Role;
}

/** The body of POST /api/accounts/admin/invitations/create/. */
export interface InvitationRequest {
  email: string;
  role: Role;
}

/** Its 201 answer. */
export interface InvitationResult {
  email: string;
  role: Role;
  invitation_url_for_testing: string;
}

export type LoadStatus = 'loading' | 'error' | 'ready';
