import { type ProfilePicture, profilePicturePath, profilePictureReader } from '@prospect/contract';
import * as v from 'valibot';
import type { ApiClient } from '../http';
import { profileKey } from '../read-keys';
import { useApiMutation } from '../swr';

export { profilePicturePath };
export const profilePictureMutationKey = `PUT ${profilePicturePath}`;

/**
 * PUT /api/accounts/profile/picture/, multipart `profile_picture` (spec §7: the one non-JSON call). Any
 * 2xx is success; the new address when the answer gives one, else null (the profile is read again).
 */
export async function updateProfilePicture(client: ApiClient, file: Blob): Promise<ProfilePicture | null> {
  const form = new FormData();
  form.append('profile_picture', file);
  const answer = await client.request(profilePicturePath, { method: 'PUT', body: form, schema: v.unknown() });
  const picture = v.safeParse(profilePictureReader, answer);
  return picture.success ? picture.output : null;
}

export const useUpdateProfilePicture = () =>
  useApiMutation(profilePictureMutationKey, updateProfilePicture, (mutate) => void mutate(profileKey));
