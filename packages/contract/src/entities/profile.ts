import * as v from 'valibot';
import { role } from '../enums';
import { id, optionalText, record, text } from '../primitives';

/** The user's agency: `{id, city}` in the contract; a bare id or a name from a server that sends only that. */
const tenant = v.fallback(
  v.pipe(
    v.nullish(v.union([record({ id, city: text }), id, v.string()])),
    v.transform((value) => value ?? null),
  ),
  null,
);

/**
 * GET /api/accounts/profile/. The role is strict: it decides what the app offers. The email identifies
 * the user to the screens (spec §3 gives no id), so it must be there.
 */
export const profileReader = record({
  user: record({
    id: v.fallback(v.optional(id), undefined),
    first_name: text,
    last_name: text,
    email: v.string(),
  }),
  profile: record({
    role,
    profile_picture: optionalText,
    tenant,
  }),
});
export type Profile = v.InferOutput<typeof profileReader>;
export type Tenant = Exclude<Profile['profile']['tenant'], null>;

/** PUT /api/accounts/profile/picture/: the new picture's address, when the server gives it back. */
export const profilePictureReader = record({ profile_picture: optionalText });
export type ProfilePicture = v.InferOutput<typeof profilePictureReader>;
