import { useSyncExternalStore } from 'react';
import { theme } from '../theme';

const query = `(min-width: ${theme.breakpoints.desktop}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True at 768 px and wider, following resizes. One layout in the DOM rather than two hidden by CSS. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
