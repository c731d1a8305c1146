/** What the page title reads from a route module (`export const handle` of screens/<screen>/…Route.tsx). */
export interface RouteHandle {
  /** The page title, before ' · Prospect'. */
  title?: () => string;
}
