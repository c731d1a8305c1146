import type { CurrentUser } from '@prospect/api-client';
import { AdminPanel } from '@prospect/ui';
import { useDashboardAdmin } from './use-dashboard-admin';

/** The admin panel, for ADMIN and SUPER_ADMIN only (spec §6). */
export function DashboardAdmin({ user }: { user: CurrentUser }) {
  const panel = useDashboardAdmin(user);
  return <AdminPanel {...panel} />;
}
