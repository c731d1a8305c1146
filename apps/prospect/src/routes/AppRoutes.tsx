import { useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { MatchedHandles, type ShellHandle } from '../shell/route-handles';
import { matchesOf, routes } from './router';

/** The route table rendered for the current URL, with the matched routes' handles for the shell. */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const handles = useMemo(
    () => matchesOf(location.pathname).map((match) => (match.route.handle ?? {}) as ShellHandle),
    [location.pathname],
  );
  return <MatchedHandles value={handles}>{element}</MatchedHandles>;
}
