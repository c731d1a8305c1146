/** What the registration form sends: the body of POST /api/accounts/register/. */
export interface RegistrationValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password2: string;
  /** The chosen city, one of `cityNames()`; the server finds the agency from it. */
  agency: string;
}

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
