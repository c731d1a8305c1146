import { type ProfilePicture, profilePictureReader } from '@prospect/contract';
import * as z from 'zod/mini';
import type { ApiClient } from '../http';
import { useApiMutation } from '../swr';
import { profileKey } from './get-profile';

export const profilePicturePath = '/api/accounts/profile/picture/';
export const profilePictureMutationKey = `PUT ${profilePicturePath}`;

/**
 * PUT /api/accounts/profile/picture/, multipart `profile_picture` (spec §7: the one non-JSON call). Any
 * 2xx is success; the new address when the answer gives one, else null (the profile is read again).
 */
export async function updateProfilePicture(client: ApiClient, file: Blob): Promise<ProfilePicture | null> {
  const form = new FormData();
  form.append('profile_picture', file);
  const answer = await client.request(profilePicturePath, { method: 'PUT', body: form, schema: z.unknown() });
  const picture = z.safeParse(profilePictureReader, answer);
  return picture.success ? picture.data : null;
}

export const useUpdateProfilePicture = () =>
  useApiMutation(profilePictureMutationKey, updateProfilePicture, (mutate) => void mutate(profileKey));
