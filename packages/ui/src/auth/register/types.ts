import type { RegistrationPayload } from '@prospect/contract';

/** What the registration form sends: the body of POST /api/accounts/register/ without the invitation token. */
export type RegistrationValues = Omit<RegistrationPayload, 'token'>;

/**
 * Where the invitation token of `/register?token=…` stands. The app validates the token and maps
 * the answer: 404 → invalid, 410 → expired, anything else → error (and drops the token).
 */
export type InvitationState =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  | { status: 'invalid' }
  | { status: 'expired' }
  | { status: 'error' };
