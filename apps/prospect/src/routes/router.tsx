import { preloadMap } from '@prospect/ui';
import type { ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../shell/RootLayout';
import type { ShellHandle } from '../shell/route-handles';
import { type LazyModule, LazyRoute, lazyModule, type RouteModule } from './lazy-route';

// React Router in declarative mode (useRoutes), not its data router: /auth's first load is about 16 KiB
// gzip lighter (pnpm bench, the stack's floor). What the data router gave, the app does itself: lazy
// modules (lazy-route.tsx), titles and handles (AppRoutes.tsx), the error page
// (shell/RouteErrorBoundary.tsx) and scroll restoration (shell/useScrollRestoration.ts).

// Each screen is its own chunk, fetched with the spec's 120 s limit: the login page does not pay for the map.
const screen = lazyModule;

/**
 * A screen that opens on a map: the map's chunk is fetched beside the screen's, not after the screen
 * has rendered and asked for it (the tiles are those pages' largest paint). A failure here is the
 * map's own to show, and it tries again then.
 */
const mapScreen = (load: () => Promise<RouteModule>): LazyModule => {
  const module = screen(load);
  return {
    ...module,
    load: () => {
      preloadMap().catch(() => undefined);
      return module.load();
    },
  };
};

/** One entry of the table: a path or a layout, its element or its lazy module, and what the shell reads. */
interface RouteEntry {
  path?: string;
  element?: ReactElement;
  lazy?: LazyModule;
  handle?: ShellHandle;
  children?: RouteEntry[];
}

/** The spec's route table (§2), with its access rules: each URL to its screen (screens/<screen>/…Route). */
const table: RouteEntry[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to="/auth" replace /> },
      { path: '/auth', lazy: screen(() => import('../screens/auth/AuthRoute')) },
      { path: '/login', lazy: screen(() => import('../screens/auth/LoginRoute')) },
      { path: '/register', lazy: screen(() => import('../screens/auth/RegisterRoute')) },
      { path: '/privacy-policy', lazy: screen(() => import('../screens/privacy-policy/PrivacyPolicyRoute')) },
      {
        // The read cache and the outbox, loaded with the first signed-in screen: /auth never pays for them.
        lazy: screen(() => import('../shell/SignedInData')),
        children: [
          // Outside the guard as the spec says; its data still needs a session (a 401 ends at /auth).
          {
            path: '/zones/:zoneId/sectors',
            lazy: screen(() => import('../screens/zone-sectors/ZoneSectorsRoute')),
          },
          {
            lazy: screen(() => import('../shell/ProtectedLayout')),
            children: [
              {
                handle: { ownBottomNav: true },
                path: '/dashboard',
                lazy: mapScreen(() => import('../screens/dashboard/DashboardRoute')),
              },
              { path: '/zones', lazy: mapScreen(() => import('../screens/zones/ZonesRoute')) },
              {
                path: '/zones/:zoneId',
                lazy: mapScreen(() => import('../screens/zone-detail/ZoneDetailRoute')),
              },
              {
                path: '/ZoneDetail',
                lazy: mapScreen(() => import('../screens/zone-detail/ZoneDetailRoute')),
              },
              {
                path: '/zones/:zoneId/ilots',
                lazy: mapScreen(() => import('../screens/zone-sectors/RandomSectorRoute')),
              },
              {
                path: '/zones/:zoneId/random-ilot',
                lazy: mapScreen(() => import('../screens/zone-sectors/RandomSectorRoute')),
              },
              { path: '/sectors/:sectorId', lazy: mapScreen(() => import('../screens/sector/SectorRoute')) },
              { path: '/favoris', lazy: screen(() => import('../screens/favorites/FavoritesRoute')) },
              { path: '/calendrier', lazy: screen(() => import('../screens/calendar/CalendarRoute')) },
            ],
          },
        ],
      },
      { path: '*', lazy: screen(() => import('../screens/not-found/NotFoundRoute')) },
    ],
  },
];

/** What matchRoutes gives back for a route of the table: the shell's handle and the module to fetch. */
interface RouteObjectHandle extends ShellHandle {
  lazy?: LazyModule;
}

function toRouteObject({ path, element, lazy, handle, children }: RouteEntry): RouteObject {
  const routeHandle: RouteObjectHandle = { ...handle, lazy };
  const routeElement = lazy ? <LazyRoute module={lazy} /> : element;
  return children
    ? { path, element: routeElement, handle: routeHandle, children: children.map(toRouteObject) }
    : { path, element: routeElement, handle: routeHandle };
}

export const routes: RouteObject[] = table.map(toRouteObject);

/**
 * Starts fetching the modules of the routes `pathname` matches (layouts and screen), all at once:
 * main.tsx calls it before the configuration arrives, so the first screen's code is already on its way.
 * Settles once each has arrived or failed.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) =>
    (match.route.handle as RouteObjectHandle).lazy?.load(),
  );
  await Promise.allSettled(loads);
}
