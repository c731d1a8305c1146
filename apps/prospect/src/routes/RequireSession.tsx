import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/SessionProvider';

/** Protected routes: without a session, go to /auth (spec §2). */
export function RequireSession() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
