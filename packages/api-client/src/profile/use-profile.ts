import { profileKey } from '../read-keys';
import { useApiQuery } from '../swr';
import { getProfile } from './get-profile';

// Apart from get-profile.ts, which the session needs in every first load: this hook brings SWR.

/** The signed-in user's profile; skipped (no request) while `enabled` is false. */
export const useProfile = (enabled = true) =>
  useApiQuery(enabled ? profileKey : null, (client) => getProfile(client));
