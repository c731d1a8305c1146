import { type ProfilePicture, profilePictureReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { useApiMutation } from '../swr';
import { profileKey } from './get-profile';

export const profilePicturePath = '/api/accounts/profile/picture/';
export const profilePictureMutationKey = `PUT ${profilePicturePath}`;

/** PUT /api/accounts/profile/picture/, multipart `profile_picture` (spec §7: the one non-JSON call). */
export function updateProfilePicture(client: ApiClient, file: Blob): Promise<ProfilePicture> {
  const form = new FormData();
  form.append('profile_picture', file);
  return client.request(profilePicturePath, { method: 'PUT', body: form, schema: profilePictureReader });
}

export const useUpdateProfilePicture = () =>
  useApiMutation(profilePictureMutationKey, updateProfilePicture, (mutate) => void mutate(profileKey));
