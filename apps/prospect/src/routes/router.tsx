import { LoadingText } from '@prospect/ui';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ProtectedLayout } from '../shell/ProtectedLayout';
import { RootLayout } from '../shell/RootLayout';
import { RouteError } from '../shell/RouteError';
import { lazyWithTimeout } from './lazy-with-timeout';

// Each screen is its own chunk, fetched with the spec's 120 s limit: the login page does not pay for the map.
const screen = <M extends { Component: ComponentType }>(load: () => Promise<M>) => lazyWithTimeout(load);

/** The spec's route table (§2), with its access rules. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingText,
    children: [
      { path: '/', element: <Navigate to="/auth" replace /> },
      { path: '/auth', lazy: screen(() => import('./auth')) },
      { path: '/login', lazy: screen(() => import('./login')) },
      { path: '/register', lazy: screen(() => import('./register')) },
      { path: '/privacy-policy', lazy: screen(() => import('./privacy-policy')) },
      // Outside the guard as the spec says; its data still needs a session (a 401 ends at /auth).
      { path: '/zones/:zoneId/sectors', lazy: screen(() => import('./zone-sectors')) },
      {
        element: <ProtectedLayout />,
        children: [
          { path: '/dashboard', lazy: screen(() => import('./dashboard')) },
          { path: '/zones', lazy: screen(() => import('./zones')) },
          { path: '/zones/:zoneId', lazy: screen(() => import('./zone-detail')) },
          { path: '/ZoneDetail', lazy: screen(() => import('./zone-detail')) },
          { path: '/zones/:zoneId/ilots', lazy: screen(() => import('./random-sector')) },
          { path: '/zones/:zoneId/random-ilot', lazy: screen(() => import('./random-sector')) },
          { path: '/sectors/:sectorId', lazy: screen(() => import('./sector')) },
          { path: '/favoris', lazy: screen(() => import('./favoris')) },
          { path: '/calendrier', lazy: screen(() => import('./calendrier')) },
        ],
      },
      { path: '*', lazy: screen(() => import('./not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
