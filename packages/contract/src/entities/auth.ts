import * as v from 'valibot';
import { ROLES } from '../enums';
import { id, record, text, token } from '../primitives';

// Token answers are trusted as they are: non-empty strings, nothing coerced.

/** POST /api/token/ and /api/accounts/register/. */
export const tokenPairReader = record({ access: token, refresh: token });
export type TokenPair = v.InferOutput<typeof tokenPairReader>;

/** POST /api/token/refresh/: `access`, and a new `refresh` when the server rotates them. */
export const refreshAnswerReader = record({ access: token, refresh: v.optional(token) });
export type RefreshAnswer = v.InferOutput<typeof refreshAnswerReader>;

/** POST /api/accounts/google-login/: no refresh token in the spec; some servers add one. */
export const googleLoginAnswerReader = record({
  access: token,
  refresh: v.optional(token),
  user: record({ first_name: text, email: v.pipe(v.string(), v.minLength(1)) }),
});
export type GoogleLoginAnswer = v.InferOutput<typeof googleLoginAnswerReader>;

/** POST /api/accounts/google-register/. */
export const googleRegisterAnswerReader = record({
  access: token,
  refresh: v.optional(token),
  user: record({ email: v.pipe(v.string(), v.minLength(1)) }),
});
export type GoogleRegisterAnswer = v.InferOutput<typeof googleRegisterAnswerReader>;

/**
 * POST /api/accounts/admin/impersonate/{id}/ (fields not shown in the spec): the impersonated user's
 * tokens; the contract adds the user, a plain SimpleJWT view sends only `{access, refresh}`.
 */
export const impersonationAnswerReader = record({
  access: token,
  refresh: v.optional(token),
  user: v.optional(
    record({
      id: v.fallback(v.optional(id), undefined),
      first_name: text,
      email: v.pipe(v.string(), v.minLength(1)),
    }),
  ),
});
export type ImpersonationAnswer = v.InferOutput<typeof impersonationAnswerReader>;

/** POST /api/accounts/invitations/validate/: the invited email; the contract adds the role. */
export const invitationReader = record({
  email: v.pipe(v.string(), v.minLength(1)),
  role: v.fallback(v.optional(v.picklist(ROLES)), undefined),
});
export type Invitation = v.InferOutput<typeof invitationReader>;

/** POST /api/accounts/admin/invitations/create/: the link to share, when the server gives it. */
export const createdInvitationReader = record({
  email: v.fallback(v.optional(v.string()), undefined),
  role: v.fallback(v.optional(v.picklist(ROLES)), undefined),
  invitation_url_for_testing: v.fallback(v.optional(v.string()), undefined),
});
export type CreatedInvitation = v.InferOutput<typeof createdInvitationReader>;
