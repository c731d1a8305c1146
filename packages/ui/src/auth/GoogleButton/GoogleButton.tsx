import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { ErrorMessage, Icon, type IconProps } from '../../primitives';
import { StyledGoogleButton, Wrapper } from './GoogleButton.styles';
import '../../i18n/messages/auth';

export type GoogleButtonStatus = 'idle' | 'loading' | 'error';

export interface GoogleButtonProps {
  /** 'signIn' on the login form, 'signUp' on the registration form. */
  intent?: 'signIn' | 'signUp';
  status?: GoogleButtonStatus;
  /** The failure in French (for example 'Compte non trouvé. Veuillez vous inscrire d'abord.'), shown in the error state. */
  error?: string | null;
  onClick?: () => void;
  /**
   * The button drawn by Google's identity script, when the app has loaded it. It replaces ours;
   * the loading and error states still show around it.
   */
  widget?: ReactNode;
}

const GoogleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 12a8 8 0 1 1-2.34-5.66M20 12h-8" />
  </Icon>
);

/** The slot for signing in or up with Google, with its waiting and failure states. */
export function GoogleButton({
  intent = 'signIn',
  status = 'idle',
  error,
  onClick,
  widget,
}: GoogleButtonProps) {
  const loading = status === 'loading';
  return (
    <Wrapper>
      {widget ?? (
        <StyledGoogleButton
          type="button"
          onClick={onClick}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          <GoogleIcon />
          {loading
            ? t('auth.google.loading')
            : t(intent === 'signIn' ? 'auth.google.signIn' : 'auth.google.signUp')}
        </StyledGoogleButton>
      )}
      {status === 'error' && error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </Wrapper>
  );
}
