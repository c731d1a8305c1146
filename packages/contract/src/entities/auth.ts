import * as z from 'zod/mini';
import { ROLES } from '../enums';
import { id, text, token } from '../primitives';

// Token answers are trusted as they are: non-empty strings, nothing coerced.

/** POST /api/token/ and /api/accounts/register/. */
export const tokenPairReader = z.object({ access: token, refresh: token });
export type TokenPair = z.output<typeof tokenPairReader>;

/** POST /api/token/refresh/: `access`, and a new `refresh` when the server rotates them. */
export const refreshAnswerReader = z.object({ access: token, refresh: z.optional(token) });
export type RefreshAnswer = z.output<typeof refreshAnswerReader>;

/** POST /api/accounts/google-login/: no refresh token in the spec; some servers add one. */
export const googleLoginAnswerReader = z.object({
  access: token,
  refresh: z.optional(token),
  user: z.object({ first_name: text, email: z.string().check(z.minLength(1)) }),
});
export type GoogleLoginAnswer = z.output<typeof googleLoginAnswerReader>;

/** POST /api/accounts/google-register/. */
export const googleRegisterAnswerReader = z.object({
  access: token,
  refresh: z.optional(token),
  user: z.object({ email: z.string().check(z.minLength(1)) }),
});
export type GoogleRegisterAnswer = z.output<typeof googleRegisterAnswerReader>;

/**
 * POST /api/accounts/admin/impersonate/{id}/ (fields not shown in the spec): the impersonated user's
 * tokens; the contract adds the user, a plain SimpleJWT view sends only `{access, refresh}`.
 */
export const impersonationAnswerReader = z.object({
  access: token,
  refresh: z.optional(token),
  user: z.optional(
    z.object({
      id: z.catch(z.optional(id), undefined),
      first_name: text,
      email: z.string().check(z.minLength(1)),
    }),
  ),
});
export type ImpersonationAnswer = z.output<typeof impersonationAnswerReader>;

/** POST /api/accounts/invitations/validate/: the invited email; the contract adds the role. */
export const invitationReader = z.object({
  email: z.string().check(z.minLength(1)),
  role: z.catch(z.optional(z.enum(ROLES)), undefined),
});
export type Invitation = z.output<typeof invitationReader>;

/** POST /api/accounts/admin/invitations/create/: the link to share, when the server gives it. */
export const createdInvitationReader = z.object({
  email: z.catch(z.optional(z.string()), undefined),
  role: z.catch(z.optional(z.enum(ROLES)), undefined),
  invitation_url_for_testing: z.catch(z.optional(z.string()), undefined),
});
export type CreatedInvitation = z.output<typeof createdInvitationReader>;
