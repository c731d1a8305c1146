import { useGoogleLogin, useGoogleRegister } from '@prospect/api-client';
import { errorMessage, GoogleButton } from '@prospect/ui';
import { useEffect, useRef, useState } from 'react';
import { demoCredential } from '../demo/demo-credential';
import { useAppConfig } from '../shell/app-config';
import { identityProvider } from './identity-provider';
import { loadGoogleScript } from './load-google-script';

interface GoogleSignInProps {
  intent: 'signIn' | 'signUp';
  /** Called once the tokens are stored. */
  onSignedIn: () => Promise<void>;
}

/** Signing in or up with Google: the spec's calls, states and messages, on Google's widget or the demo's. */
export function GoogleSignIn({ intent, onSignedIn }: GoogleSignInProps) {
  const googleLogin = useGoogleLogin();
  const googleRegister = useGoogleRegister();
  const provider = identityProvider(useAppConfig().googleClientId);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const situation = intent === 'signIn' ? 'googleLogin' : 'googleRegister';

  async function exchange(credential: string) {
    setStatus('loading');
    setError(null);
    try {
      await (intent === 'signIn' ? googleLogin.trigger(credential) : googleRegister.trigger(credential));
      await onSignedIn();
      setStatus('idle');
    } catch (failure) {
      setStatus('error');
      setError(errorMessage(situation, failure));
    }
  }
  const exchangeRef = useRef(exchange);
  exchangeRef.current = exchange;

  useEffect(() => {
    if (provider.kind !== 'google') return;
    let cancelled = false;
    loadGoogleScript().then(
      (google) => {
        if (cancelled || !widgetRef.current) return;
        google.initialize({
          client_id: provider.clientId,
          locale: 'fr',
          callback: ({ credential }) => {
            if (credential) void exchangeRef.current(credential);
            else {
              setStatus('error');
              setError(errorMessage('googleWidget', null));
            }
          },
        });
        google.renderButton(widgetRef.current, {
          text: intent === 'signIn' ? 'signin_with' : 'signup_with',
          locale: 'fr',
          width: 300,
        });
      },
      () => {
        if (cancelled) return;
        setStatus('error');
        setError(errorMessage('googleWidget', null));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [provider.kind, provider.kind === 'google' ? provider.clientId : null, intent]);

  if (provider.kind === 'none') return null;
  if (provider.kind === 'google') {
    return <GoogleButton intent={intent} status={status} error={error} widget={<div ref={widgetRef} />} />;
  }
  return (
    <GoogleButton
      intent={intent}
      status={status}
      error={error}
      onClick={() => void demoCredential(intent).then(exchange)}
    />
  );
}
