import { DashboardMap, DashboardScreen, ErrorPage, LoadingText, ModeModal, t } from '@prospect/ui';
import { AppLink } from '../../shell/AppLink';
import type { RouteHandle } from '../../shell/route-handles';
import { LazyDashboardAdmin } from './LazyDashboardAdmin';
import { useDashboardScreen } from './use-dashboard-screen';
import '@prospect/ui/i18n/messages/dashboard';

// It places the bottom navigation itself: routes/router.tsx tells the shell (ownBottomNav).
export const handle: RouteHandle = { title: () => t('primitives.bottomNav.dashboard') };

export function Component() {
  const screen = useDashboardScreen();
  const { user } = screen;
  if (screen.profile.status === 'error') {
    return (
      <ErrorPage
        title={t('dashboard.profileUnavailable.title')}
        message={t('dashboard.profileUnavailable.message')}
        onRetry={screen.profile.retry}
      />
    );
  }
  if (!user) return <LoadingText />;
  return (
    <>
      <DashboardScreen
        firstName={user.user.first_name}
        today={screen.today}
        photo={screen.photo}
        stats={screen.stats}
        statsLoading={screen.statsLoading}
        map={<DashboardMap {...screen.map} />}
        adminPanel={screen.isAdmin ? <LazyDashboardAdmin user={user} /> : null}
        zones={screen.zones}
        LinkComponent={AppLink}
        onLogout={screen.requestSignOut}
      />
      {screen.modeModal ? <ModeModal {...screen.modeModal} /> : null}
      {screen.unsentChangesDialog}
    </>
  );
}
