import type { SWRConfiguration } from 'swr';
import type { ApiError } from '../errors';
import { profileKey } from '../read-keys';
import { useApiQuery } from '../swr';
import { type CurrentUser, getProfile } from './get-profile';

// Apart from get-profile.ts, which the session needs in every first load: this hook brings SWR.

/**
 * The signed-in user's profile; skipped (no request) while `enabled` is false. `options` override the
 * app's SWR configuration for this read (the app's session says when the cache already holds the answer
 * it loaded at start).
 */
export const useProfile = (enabled = true, options?: SWRConfiguration<CurrentUser, ApiError>) =>
  useApiQuery(enabled ? profileKey : null, (client) => getProfile(client), options);
