import { useProfile } from '@prospect/api-client';
import { useSession } from './SessionProvider';

/**
 * The signed-in user's profile, as the screens read it. The session loads it at start (spec §4) and
 * puts the answer in the read cache: a screen mounting then reads that answer rather than asking the
 * server a second time on the first screen's path. When the session could not load it (offline, a
 * 5xx), the cache holds at most what the device kept, and the screen's read asks and keeps asking,
 * as every other read does.
 */
export function useSessionProfile() {
  const { profileLoaded } = useSession();
  return useProfile(true, { revalidateIfStale: !profileLoaded });
}
