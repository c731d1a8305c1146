import {
  BottomNav,
  type BottomNavSection,
  clearOfBottomNav,
  ImpersonationBanner,
  LoadingText,
} from '@prospect/ui';
import { Navigate, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import type { NavigationState } from '../flow/navigation-state';
import { useSession } from '../session/SessionProvider';
import { useSessionProfile } from '../session/use-session-profile';
import { AppLink } from './AppLink';
import { useMatchedHandles } from './route-handles';
import { SyncBar } from './SyncBar';
import { useGuardedSignOut } from './use-guarded-sign-out';

const Body = styled.div`
  ${clearOfBottomNav}
`;

function sectionOf(pathname: string): BottomNavSection | undefined {
  if (pathname.startsWith('/dashboard')) return 'dashboard';
  if (pathname.startsWith('/zones') || pathname.startsWith('/sectors') || pathname === '/ZoneDetail')
    return 'zones';
  if (pathname.startsWith('/calendrier')) return 'calendar';
  if (pathname.startsWith('/favoris')) return 'favorites';
  return undefined;
}

/**
 * While a super admin acts as someone else: who, and the way back (spec §2 impersonation banner), asked
 * first when changes made as that person still wait on the device. The session goes to /dashboard.
 */
function Impersonation({ onStop }: { onStop: () => Promise<void> }) {
  const { data: user } = useSessionProfile();
  if (!user?.isImpersonated) return null;
  return (
    <ImpersonationBanner
      name={user.user.first_name || user.user.email}
      impersonatorEmail={user.impersonatorEmail}
      onStop={onStop}
    />
  );
}

/** Protected routes (spec §2): without a user, /auth; with one, the banner, the page and the bottom navigation. */
export function Component() {
  const { status } = useSession();
  const { requestSignOut, requestBackToOwnAccount, unsentChangesDialog } = useGuardedSignOut();
  const location = useLocation();
  const handles = useMatchedHandles();
  if (status === 'starting') return <LoadingText />;
  if (status === 'signed-out') {
    const state: NavigationState = { from: location.pathname };
    return <Navigate to="/auth" replace state={state} />;
  }
  const ownBottomNav = handles.some((handle) => handle.ownBottomNav);
  return (
    <Body>
      <SyncBar />
      <Impersonation onStop={requestBackToOwnAccount} />
      <Outlet />
      {ownBottomNav ? null : (
        <BottomNav current={sectionOf(location.pathname)} LinkComponent={AppLink} onLogout={requestSignOut} />
      )}
      {unsentChangesDialog}
    </Body>
  );
}
