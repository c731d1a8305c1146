import { createContext, use } from 'react';

/** What the page title reads from a route module (`export const handle` of screens/<screen>/…Route.tsx). */
export interface RouteHandle {
  /** The page title, before ' · Prospect'. */
  title?: () => string;
}

/** What a route entry of routes/router.tsx tells the shell, known before its module arrives. */
export interface ShellHandle {
  /** The screen draws its own bottom navigation (the dashboard's layout places it itself). */
  ownBottomNav?: boolean;
}

/** The shell handles of the routes the current URL matches, root first (routes/AppRoutes provides them). */
export const MatchedHandles = createContext<readonly ShellHandle[]>([]);

export const useMatchedHandles = () => use(MatchedHandles);
