import { type ComponentType, useEffect, useState } from 'react';
import type { LoadOnce } from './loadOnce';
import { whenSettled } from './whenNetworkQuiet';

/**
 * The component of `source` once loaded, else undefined. Fetched at once when `wanted`, otherwise when
 * the screen's downloads are over and the browser is idle (whenSettled). No Suspense: a download that fails (offline) leaves the part unrendered
 * instead of breaking the screen, and is tried again whenever `retryKey` changes.
 */
export function useLazyComponent<P>(
  source: LoadOnce<ComponentType<P>>,
  wanted: boolean,
  retryKey?: unknown,
): ComponentType<P> | undefined {
  const [component, setComponent] = useState(() => source.loaded());
  useEffect(() => {
    if (component) return;
    let live = true;
    const fetch = () =>
      void source.load().then(
        (loaded) => live && setComponent(() => loaded),
        () => {},
      );
    let cancel = () => {};
    if (wanted) fetch();
    else cancel = whenSettled(fetch);
    return () => {
      live = false;
      cancel();
    };
    // retryKey is read by no code here: a change of it is another attempt.
  }, [source, component, wanted, retryKey]);
  return component;
}
