import * as z from 'zod/mini';
import { role } from '../enums';
import { id, optionalText, text } from '../primitives';

/** The user's agency: `{id, city}` in the contract; a bare id or a name from a server that sends only that. */
const tenant = z.catch(
  z.pipe(
    z.nullish(z.union([z.object({ id, city: text }), id, z.string()])),
    z.transform((value) => value ?? null),
  ),
  null,
);

/**
 * GET /api/accounts/profile/. The role is strict: it decides what the app offers. The email identifies
 * the user to the screens (spec §3 gives no id), so it must be there.
 */
export const profileReader = z.object({
  user: z.object({
    id: z.catch(z.optional(id), undefined),
    first_name: text,
    last_name: text,
    email: z.string(),
  }),
  profile: z.object({
    role,
    profile_picture: optionalText,
    tenant,
  }),
});
export type Profile = z.output<typeof profileReader>;
export type Tenant = Exclude<Profile['profile']['tenant'], null>;

/** PUT /api/accounts/profile/picture/: the new picture's address, when the server gives it back. */
export const profilePictureReader = z.object({ profile_picture: optionalText });
export type ProfilePicture = z.output<typeof profilePictureReader>;
