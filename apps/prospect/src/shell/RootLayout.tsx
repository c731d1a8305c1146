import { LoadingText } from '@prospect/ui';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SessionProvider } from '../session/SessionProvider';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useScrollRestoration } from './use-scroll-restoration';

/** Focus moved to the new page's heading, so screen readers hear the change (titles: routes/lazy-route). */
function useHeadingFocus() {
  const location = useLocation();
  const first = useRef(true);

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
  return location;
}

export function RootLayout() {
  const location = useHeadingFocus();
  useScrollRestoration();
  return (
    <SessionProvider>
      <RouteErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<LoadingText />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </SessionProvider>
  );
}
