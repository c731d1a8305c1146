import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '../../theme/tokens';

/** The spec's one breakpoint as a media query: the desktop layout at 768 px and wider. */
export const desktopQuery = `(min-width: ${breakpoints.desktop}px)`;

// Server rendering and test environments without matchMedia read as "no match" (the phone layout).
function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/** Whether `query` matches now, re-rendering when it starts or stops matching (a resize, a rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/** True at 768 px and wider: one layout in the DOM rather than two hidden by CSS. */
export function useIsDesktop(): boolean {
  return useMediaQuery(desktopQuery);
}
