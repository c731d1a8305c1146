import { DashboardMap, DashboardScreen, ErrorPage, LoadingText, ModeModal, t } from '@prospect/ui';
import { AppLink } from '../../shell/AppLink';
import type { ShellHandle } from '../../shell/ProtectedLayout';
import type { RouteHandle } from '../../shell/RootLayout';
import { DashboardAdmin } from './DashboardAdmin';
import { useDashboardScreen } from './useDashboardScreen';
import '@prospect/ui/i18n/messages/dashboard';

export const handle: RouteHandle & ShellHandle = {
  title: () => t('primitives.bottomNav.dashboard'),
  ownBottomNav: true,
};

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
        adminPanel={screen.isAdmin ? <DashboardAdmin user={user} /> : null}
        zones={screen.zones}
        LinkComponent={AppLink}
        onLogout={screen.requestSignOut}
      />
      {screen.modeModal ? <ModeModal {...screen.modeModal} /> : null}
      {screen.unsentChangesDialog}
    </>
  );
}
