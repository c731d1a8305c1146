import { createBrowserRouter, Navigate } from 'react-router';
import { RequireSession } from './RequireSession';

// Each screen is its own chunk: the login page does not pay for the dashboard's code.
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/auth" replace /> },
  { path: '/auth', lazy: () => import('./auth') },
  { path: '/login', lazy: () => import('./auth') },
  {
    element: <RequireSession />,
    children: [{ path: '/dashboard', lazy: () => import('./dashboard') }],
  },
]);
