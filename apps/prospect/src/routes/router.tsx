import { type ApiClient, profileKey } from '@prospect/api-client';
import { preloadMap, preloadMapView } from '@prospect/ui';
import type { ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteMatch, type RouteObject } from 'react-router';
import { firstReads as contactsReads } from '../screens/contacts/first-reads';
import { firstReads as dashboardReads } from '../screens/dashboard/first-reads';
import { firstReads as favoritesReads } from '../screens/favorites/first-reads';
import { firstReads as sectorReads } from '../screens/sector/first-reads';
import type { FirstReads } from '../screens/shared/first-reads';
import { firstReads as streetDoorsReads } from '../screens/street-doors/first-reads';
import { firstReads as zoneDetailReads } from '../screens/zone-detail/first-reads';
import { firstReads as zonesReads } from '../screens/zones/first-reads';
import { RootLayout } from '../shell/RootLayout';
import type { ShellHandle } from '../shell/route-handles';
import { type LazyModule, LazyRoute, lazyModule, type RouteModule } from './lazy-route';

// React Router in declarative mode (useRoutes), not its data router: /auth's first load is lighter
// (bench/REPORT.md, the stack's floor). What the data router gave, the app does itself: lazy
// modules (lazy-route.tsx), titles and handles (AppRoutes.tsx), the error page
// (shell/RouteErrorBoundary.tsx) and scroll restoration (shell/use-scroll-restoration.ts).

// Each screen is its own chunk, fetched with the spec's 120 s limit: the login page does not pay for the map.
const screen = lazyModule;

/**
 * A screen that opens on a map: the map's chunk is fetched beside the screen's, not after the screen
 * has rendered and asked for it (the tiles are those pages' largest paint); a map of zones alone needs
 * only the map's base (`preloadMapView`). The screen does not wait for it: its text shows first, the
 * map as soon as its chunk is in. A failure here is the map's own to show, and it tries again then.
 */
const mapScreen = (
  load: () => Promise<RouteModule>,
  preload: () => Promise<unknown> = preloadMap,
): LazyModule => {
  const module = screen(load);
  return {
    ...module,
    load: () => {
      preload().catch(() => undefined);
      return module.load();
    },
  };
};

/**
 * A screen whose maps show zones alone (markers, no sectors nor notes), or whose territory map draws
 * its tiles before asking for its layers (LazyTerritoryMap without `fitSectors`): the base is enough.
 */
const baseMapScreen = (load: () => Promise<RouteModule>): LazyModule => mapScreen(load, preloadMapView);

/** One entry of the table: a path or a layout, its element or its lazy module, and what the shell reads. */
interface RouteEntry {
  path?: string;
  element?: ReactElement;
  lazy?: LazyModule;
  handle?: ShellHandle;
  reads?: FirstReads;
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
        // The session starts with the profile (session/SessionProvider), every signed-in screen with it.
        reads: () => [profileKey],
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
                lazy: baseMapScreen(() => import('../screens/dashboard/DashboardRoute')),
                reads: dashboardReads,
              },
              {
                path: '/zones',
                lazy: baseMapScreen(() => import('../screens/zones/ZonesRoute')),
                reads: zonesReads,
              },
              {
                path: '/zones/:zoneId',
                lazy: mapScreen(() => import('../screens/zone-detail/ZoneDetailRoute')),
                reads: zoneDetailReads,
              },
              {
                path: '/ZoneDetail',
                lazy: mapScreen(() => import('../screens/zone-detail/ZoneDetailRoute')),
              },
              {
                path: '/zones/:zoneId/ilots',
                lazy: baseMapScreen(() => import('../screens/zone-sectors/RandomSectorRoute')),
              },
              {
                path: '/zones/:zoneId/random-ilot',
                lazy: baseMapScreen(() => import('../screens/zone-sectors/RandomSectorRoute')),
              },
              {
                path: '/sectors/:sectorId',
                lazy: baseMapScreen(() => import('../screens/sector/SectorRoute')),
                reads: sectorReads,
              },
              {
                // Optional extension « portes »: a street's doors, reached from its sector's checklist.
                path: '/sectors/:sectorId/streets/:streetId',
                lazy: screen(() => import('../screens/street-doors/StreetDoorsRoute')),
                reads: streetDoorsReads,
              },
              {
                path: '/favoris',
                lazy: screen(() => import('../screens/favorites/FavoritesRoute')),
                reads: favoritesReads,
              },
              { path: '/calendrier', lazy: screen(() => import('../screens/calendar/CalendarRoute')) },
              {
                // Reached from the dashboard's figures and the sector page, not from the bottom
                // navigation, which stays as the spec draws it.
                path: '/contacts',
                lazy: screen(() => import('../screens/contacts/ContactsRoute')),
                reads: contactsReads,
              },
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
  reads?: FirstReads;
}

function toRouteObject({ path, element, lazy, handle, reads, children }: RouteEntry): RouteObject {
  const routeHandle: RouteObjectHandle = { ...handle, lazy, reads };
  const routeElement = lazy ? <LazyRoute module={lazy} /> : element;
  return children
    ? { path, element: routeElement, handle: routeHandle, children: children.map(toRouteObject) }
    : { path, element: routeElement, handle: routeHandle };
}

export const routes: RouteObject[] = table.map(toRouteObject);

let lastMatch: { pathname: string; matches: RouteMatch[] } | undefined;

/**
 * The routes `pathname` matches, outermost first. Matching flattens and ranks the whole table each
 * time (a few milliseconds on a phone, at start where every one counts): the start-up's callers and
 * the page's render share the last answer.
 */
export function matchesOf(pathname: string): RouteMatch[] {
  if (lastMatch?.pathname !== pathname)
    lastMatch = { pathname, matches: matchRoutes(routes, pathname) ?? [] };
  return lastMatch.matches;
}

/**
 * Starts fetching the modules of the routes `pathname` matches (layouts and screen), all at once:
 * main.tsx calls it before the configuration arrives, so the first screen's code is already on its way.
 * Settles once each has arrived or failed.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const loads = matchesOf(pathname).map((match) => (match.route.handle as RouteObjectHandle).lazy?.load());
  await Promise.allSettled(loads);
}

/**
 * Readies what the modules of the routes `pathname` matches need before they render (a module's
 * `prepare`, such as the signed-in data layer's device stores), once each has arrived: main.tsx waits
 * for this before the first render, so that render shows the screen instead of suspending on it.
 * Settles once each is ready or has failed (the render then meets the failure itself).
 */
export async function prepareRoute(pathname: string, client: ApiClient): Promise<void> {
  const preparing = matchesOf(pathname).map(async (match) => {
    const module = await (match.route.handle as RouteObjectHandle).lazy?.load();
    await module?.prepare?.(client);
  });
  await Promise.allSettled(preparing);
}

/**
 * Asks for the API reads the routes `pathname` matches begin with (their `reads`), for their screens to
 * take once rendered. Signed-out, the client asks nothing.
 */
export function prefetchRouteReads(pathname: string, client: Pick<ApiClient, 'prefetch'>): void {
  for (const match of matchesOf(pathname)) {
    for (const path of (match.route.handle as RouteObjectHandle).reads?.(match.params) ?? []) {
      client.prefetch(path);
    }
  }
}
