import { login, register, useApiClient, validateInvitation } from '@prospect/api-client';
import {
  type AuthMode,
  AuthScreen,
  errorMessage,
  type InvitationState,
  LoadingText,
  type RegistrationValues,
  t,
} from '@prospect/ui';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { GoogleSignIn } from '../google/GoogleSignIn';
import { useSession } from '../session/SessionProvider';
import { AppLink } from '../shell/AppLink';
import type { RouteHandle } from '../shell/RootLayout';

export const handle: RouteHandle = { title: () => t('auth.login.title') };

/** 404 → invalid, 410 → expired, anything else → the generic error, and the token is dropped (spec §8). */
function invitationState(error: unknown): InvitationState {
  const status = (error as { status?: number | null }).status;
  if (status === 404) return { status: 'invalid' };
  if (status === 410) return { status: 'expired' };
  return { status: 'error' };
}

/** True on the first page of this visit when the visitor came from another site (or typed the address). */
function arrivedFromOutside(locationKey: string): boolean {
  if (locationKey !== 'default') return false;
  if (!document.referrer) return true;
  try {
    return new URL(document.referrer).origin !== window.location.origin;
  } catch {
    return true;
  }
}

export function Component({ initialMode = 'login' }: { initialMode?: AuthMode }) {
  const client = useApiClient();
  const { status, signedIn, forget } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [mode, setMode] = useState<AuthMode>(token ? 'register' : initialMode);
  const [submitting, setSubmitting] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [registerError, setRegisterError] = useState<string | null>(null);
  const [invitation, setInvitation] = useState<InvitationState>(
    token ? { status: 'checking' } : { status: 'none' },
  );
  // Decided once, on arrival: the page's own navigations (a form switch, a dropped token) change the key.
  const [fromOutside] = useState(() => arrivedFromOutside(location.key));

  // Spec §2: the login page clears stored tokens when reached from outside the site.
  useEffect(() => {
    if (fromOutside) forget();
  }, [fromOutside, forget]);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    validateInvitation(client, token).then(
      (answer) => !cancelled && setInvitation({ status: 'valid', email: answer.email }),
      (error: unknown) => {
        if (cancelled) return;
        const state = invitationState(error);
        setInvitation(state);
        if (state.status === 'error') setSearchParams({}, { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, token, setSearchParams]);

  async function enter(run: () => Promise<unknown>, onError: (error: unknown) => void) {
    setSubmitting(true);
    try {
      await run();
      await signedIn();
      navigate('/dashboard', { replace: true });
    } catch (error) {
      onError(error);
    } finally {
      setSubmitting(false);
    }
  }

  // A signed-in user who comes here from within the site (back from the privacy policy, history) has
  // nothing to do on these forms: the dashboard. From outside, the session was just forgotten (above).
  // An invitation link keeps its form: it is meant for the person invited.
  const redirectSignedIn = !fromOutside && !token && !submitting;
  if (redirectSignedIn && status === 'signed-in') return <Navigate to="/dashboard" replace />;
  if (redirectSignedIn && status === 'starting') return <LoadingText />;

  const usableToken = invitation.status === 'valid' ? token : null;
  return (
    <AuthScreen
      LinkComponent={AppLink}
      mode={mode}
      onModeChange={setMode}
      login={{
        submitting,
        error: loginError,
        onSubmit: (credentials) => {
          setLoginError(null);
          void enter(
            () => login(client, credentials),
            (error) => setLoginError(errorMessage('login', error)),
          );
        },
        googleButton: (
          <GoogleSignIn
            intent="signIn"
            onSignedIn={() =>
              enter(
                async () => {},
                () => {},
              )
            }
          />
        ),
      }}
      register={{
        submitting,
        error: registerError,
        invitation,
        onSubmit: (values: RegistrationValues) => {
          setRegisterError(null);
          void enter(
            () => register(client, { ...values, token: usableToken }),
            (error) => setRegisterError(errorMessage('registration', error)),
          );
        },
        googleButton: (
          <GoogleSignIn
            intent="signUp"
            onSignedIn={() =>
              enter(
                async () => {},
                () => {},
              )
            }
          />
        ),
      }}
    />
  );
}
