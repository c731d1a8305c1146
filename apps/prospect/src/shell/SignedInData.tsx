import {
  clearCache,
  OutboxProvider,
  profileKey,
  switchToProfile,
  swrConfig,
  useApiClient,
} from '@prospect/api-client';
import { LoadingText } from '@prospect/ui';
import { type ReactNode, Suspense, use, useLayoutEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { SWRConfig, useSWRConfig } from 'swr';
import type { AccountChange } from '../session/account-changes';
import { useSession } from '../session/SessionProvider';
import { SavedAnswersProvider } from './saved-answers';
import { signedInServices } from './signed-in-services';

/**
 * Applies the session's account changes to the read cache (session/account-changes.ts), and shows the
 * screens only once those made before it arrived are applied: no answer of another account shows.
 */
export function AccountChangesApplied({ children }: { children: ReactNode }) {
  const { accountChanges } = useSession();
  const { mutate } = useSWRConfig();
  // Nothing waiting (the usual start): the screens render at once, without a loading pass first.
  const [caughtUp, setCaughtUp] = useState(() => !accountChanges.pending());

  useLayoutEffect(() => {
    const apply = (change: AccountChange) => {
      if (change.kind === 'clear') return clearCache(mutate);
      if (change.kind === 'switch') return switchToProfile(mutate, change.user);
      return mutate(profileKey, change.user, { revalidate: false });
    };
    const { detach, drained } = accountChanges.attach(apply);
    let attached = true;
    void drained.then(() => attached && setCaughtUp(true));
    return () => {
      attached = false;
      detach();
    };
  }, [accountChanges, mutate]);

  return caughtUp ? children : <LoadingText />;
}

/** Opened before the first render when a signed-in screen is the page's first (main.tsx). */
export const prepare = signedInServices;

/**
 * The signed-in screens' data layer, loaded with the first of them: the read cache (SWR, filled with
 * the answers kept on the device) and the outbox. The login page never loads it.
 */
export function Component() {
  // Opened before the first render (prepare): a settled promise, so this does not suspend then.
  const services = use(signedInServices(useApiClient()));
  const [swr] = useState(() => ({ ...swrConfig, provider: services.savedAnswers.provider }));
  return (
    <SWRConfig value={swr}>
      <OutboxProvider outbox={services.outbox}>
        <SavedAnswersProvider cache={services.savedAnswers}>
          <AccountChangesApplied>
            {/* A screen still downloading waits here, below SWRConfig: a boundary above would hide it,
                and SWR drops its cache's state when hidden, then reads it before restoring it. */}
            <Suspense fallback={<LoadingText />}>
              <Outlet />
            </Suspense>
          </AccountChangesApplied>
        </SavedAnswersProvider>
      </OutboxProvider>
    </SWRConfig>
  );
}
