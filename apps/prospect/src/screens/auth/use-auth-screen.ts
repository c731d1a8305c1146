import { useLogin, useRegister } from '@prospect/api-client';
import { type AuthMode, errorMessage, type RegistrationValues } from '@prospect/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { useInvitationState } from './use-invitation-state';

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

/**
 * /auth, /login, /register: the two forms, the invitation a registration link carries, and signing in
 * or up (password, registration, Google), each ending on the dashboard.
 */
export function useAuthScreen(initialMode: AuthMode) {
  const { status, signedIn, forget } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const login = useLogin();
  const register = useRegister();
  const [mode, setMode] = useState<AuthMode>(token ? 'register' : initialMode);
  const [submitting, setSubmitting] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [registerError, setRegisterError] = useState<string | null>(null);
  // Decided once, on arrival: the page's own navigations (a form switch, a dropped token) change the key.
  const [fromOutside] = useState(() => arrivedFromOutside(location.key));
  // The invitation is asked once the stored session is forgotten: forgetting clears the read cache,
  // which would drop an answer on its way.
  const [forgotten, setForgotten] = useState(!fromOutside);

  // Spec §2: the login page clears stored tokens when reached from outside the site.
  useEffect(() => {
    if (!fromOutside) return;
    forget();
    setForgotten(true);
  }, [fromOutside, forget]);

  const invitation = useInvitationState(token, forgotten);

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
  const usableToken = invitation.status === 'valid' ? token : null;
  return {
    /** Where a signed-in visitor goes instead ('starting': wait for the session to say). */
    redirect: redirectSignedIn && status === 'signed-in' ? ('dashboard' as const) : null,
    waiting: redirectSignedIn && status === 'starting',
    mode,
    onModeChange: setMode,
    login: {
      submitting,
      error: loginError,
      onSubmit: (credentials: { email: string; password: string }) => {
        setLoginError(null);
        void enter(
          () => login.trigger(credentials),
          (error) => setLoginError(errorMessage('login', error)),
        );
      },
    },
    register: {
      submitting,
      error: registerError,
      invitation,
      onSubmit: (values: RegistrationValues) => {
        setRegisterError(null);
        void enter(
          () => register.trigger({ ...values, token: usableToken }),
          (error) => setRegisterError(errorMessage('registration', error)),
        );
      },
    },
    /** After Google stored the tokens: the same way in as the forms (its failures show on its button). */
    onGoogleSignedIn: () =>
      enter(
        async () => {},
        () => {},
      ),
  };
}
