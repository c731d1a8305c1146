import type { ScopedMutator } from 'swr';
import { impersonateMutationKey } from '../admin/impersonate-user';
import { type CurrentUser, getProfile } from '../profile/get-profile';
import { profileKey } from '../read-keys';
import { clearCache, useApiMutation } from '../swr';
import { type ImpersonationTarget, startImpersonation, stopImpersonation } from './impersonation';

// Apart from impersonation.ts, which sign-out needs in every first load: these bring SWR.

/**
 * The user changed to `profile`'s. The profile goes in the cache first: what the screens show and ask
 * for depends on its role (an agent's screens must not refetch the admin list, which would be a 403).
 * Every other answer is then dropped, and refetched for the screens still showing it.
 */
export async function switchToProfile(mutate: ScopedMutator, profile: CurrentUser): Promise<void> {
  await mutate(profileKey, profile, { revalidate: false });
  await mutate((key) => key !== profileKey, undefined, { revalidate: true });
}

/**
 * Starts impersonating a member, then loads their profile so the switch is made as for a stop. If that
 * profile cannot be read now, every answer is dropped and refetched (the profile with them).
 */
export const useStartImpersonation = () =>
  useApiMutation(
    impersonateMutationKey,
    async (client, target: ImpersonationTarget | number) => {
      await startImpersonation(client, target);
      return getProfile(client).catch(() => null);
    },
    (mutate, profile) =>
      void (profile ? switchToProfile(mutate, profile) : clearCache(mutate, { refetch: true })),
  );

/** Back to the admin's own account: the admin's profile goes in the cache, the rest is fetched again. */
export const useStopImpersonation = () =>
  useApiMutation(
    'impersonation/stop',
    (client, _arg: undefined) => stopImpersonation(client),
    (mutate, profile) => void switchToProfile(mutate, profile),
  );
