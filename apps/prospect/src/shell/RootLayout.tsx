import { LoadingText } from '@prospect/ui';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { SessionProvider } from '../session/SessionProvider';

export interface RouteHandle {
  /** The page title, before ' · Prospect'. */
  title?: () => string;
}

/** Title per route, and focus moved to the new page's heading so screen readers hear the change. */
function usePageAnnouncements() {
  const matches = useMatches();
  const location = useLocation();
  const first = useRef(true);
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);

  useEffect(() => {
    document.title = title ? `${title()} · Prospect` : 'Prospect';
  }, [title]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [location.pathname]);
}

export function RootLayout() {
  usePageAnnouncements();
  return (
    <SessionProvider>
      <Suspense fallback={<LoadingText />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </SessionProvider>
  );
}
