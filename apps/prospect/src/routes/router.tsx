import { LoadingText, loadOnce, preloadMap } from '@prospect/ui';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../shell/RootLayout';
import { RouteError } from '../shell/RouteError';

// Each screen is its own chunk, fetched with the spec's 120 s limit: the login page does not pay for the map.
const screen = <M extends { Component: ComponentType }>(load: () => Promise<M>) => loadOnce(load).load;

/**
 * A screen that opens on a map: the map's chunk is fetched beside the screen's, not after the screen
 * has rendered and asked for it (the tiles are those pages' largest paint). A failure here is the
 * map's own to show, and it tries again then.
 */
const mapScreen = <M extends { Component: ComponentType }>(load: () => Promise<M>) => {
  const loadScreen = screen(load);
  return () => {
    preloadMap().catch(() => undefined);
    return loadScreen();
  };
};

/** The spec's route table (§2), with its access rules: each URL to its screen (screens/<screen>/…Route). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingText,
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
              { path: '/dashboard', lazy: mapScreen(() => import('../screens/dashboard/DashboardRoute')) },
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

export const createRouter = () => createBrowserRouter(routes);
