import type { CurrentUser } from '@prospect/api-client';
import { LoadingText, loadOnce, useLoaded } from '@prospect/ui';

/**
 * The admin panel's code (the team table, the invitation form and their calls: about 7 KiB gzip),
 * fetched for ADMIN and SUPER_ADMIN users only: an agent's dashboard, the one opened every morning,
 * does not carry it. A failed download goes to the route's error page, which offers to try again.
 */
const adminPanel = loadOnce(() => import('./DashboardAdmin'));

export function LazyDashboardAdmin({ user }: { user: CurrentUser }) {
  const module = useLoaded(adminPanel, { onFailure: 'throw' });
  return module ? <module.DashboardAdmin user={user} /> : <LoadingText />;
}
