import { type AuthMode, AuthScreen, LoadingText, t } from '@prospect/ui';
import { Navigate } from 'react-router';
import { GoogleSignIn } from '../../google/GoogleSignIn';
import { AppLink } from '../../shell/AppLink';
import type { RouteHandle } from '../../shell/route-handles';
import { useAuthScreen } from './use-auth-screen';
import '@prospect/ui/i18n/messages/auth';

export const handle: RouteHandle = { title: () => t('auth.login.title') };

export function Component({ initialMode = 'login' }: { initialMode?: AuthMode }) {
  const screen = useAuthScreen(initialMode);
  if (screen.redirect === 'dashboard') return <Navigate to="/dashboard" replace />;
  if (screen.waiting) return <LoadingText />;
  return (
    <AuthScreen
      LinkComponent={AppLink}
      mode={screen.mode}
      onModeChange={screen.onModeChange}
      login={{
        ...screen.login,
        googleButton: <GoogleSignIn intent="signIn" onSignedIn={screen.onGoogleSignedIn} />,
      }}
      register={{
        ...screen.register,
        googleButton: <GoogleSignIn intent="signUp" onSignedIn={screen.onGoogleSignedIn} />,
      }}
    />
  );
}
