import { createContext, use } from 'react';

/** What a route entry of router.tsx tells the shell, known before its module arrives. */
export interface ShellHandle {
  /** The screen draws its own bottom navigation (the dashboard's layout places it itself). */
  ownBottomNav?: boolean;
}

/** The handles of the routes the current URL matches, root first (routes/AppRoutes provides them). */
export const MatchedHandles = createContext<readonly ShellHandle[]>([]);

export const useMatchedHandles = () => use(MatchedHandles);
