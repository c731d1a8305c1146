import type { ApiClient } from '@prospect/api-client';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { accountState } from './account-state';
import type { OtherTabs } from './other-tabs';

/**
 * Follows the other tabs for as long as the session is there (other-tabs.ts, loaded after the first
 * screen: the login page's first load does not carry it), calling the latest `onChange`. What this
 * tab changes meanwhile is remembered, so the watch starts from the account this tab shows.
 */
export function useOtherTabs(client: ApiClient, onChange: () => void): Omit<OtherTabs, 'stop'> {
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const [shown] = useState(() => ({ state: accountState(client) }));
  const watch = useRef<OtherTabs | null>(null);

  useEffect(() => {
    let stopped = false;
    let watching: OtherTabs | null = null;
    void import('./other-tabs').then(({ watchOtherTabs }) => {
      if (stopped) return;
      watching = watchOtherTabs({ client, known: shown.state, onChange: () => latest.current() });
      watch.current = watching;
    });
    return () => {
      stopped = true;
      watching?.stop();
      if (watch.current === watching) watch.current = null;
    };
  }, [client, shown]);

  return useMemo(
    () => ({
      adopt() {
        shown.state = accountState(client);
        watch.current?.adopt();
      },
      announce() {
        shown.state = accountState(client);
        watch.current?.announce();
      },
      pending: () => watch.current?.pending() ?? false,
    }),
    [client, shown],
  );
}
