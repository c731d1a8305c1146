import type { ComponentType } from 'react';
import { t } from '../../i18n';
import { type BottomNavLinkProps, PlainLink } from '../../primitives';
import { LoginForm, type LoginFormProps } from '../LoginForm';
import { RegisterForm, type RegisterFormProps } from '../register/RegisterForm';
import { Brand, BrandName, Footer, FooterLink, Page, Tagline } from './AuthScreen.styles';
import '../../i18n/messages/auth';

export type AuthMode = 'login' | 'register';

export interface AuthScreenProps {
  /** Which form shows; the app keeps it in the route (/login, /register) or in state on /auth. */
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  login: Omit<LoginFormProps, 'onSwitchToRegister'>;
  register: Omit<RegisterFormProps, 'onSwitchToLogin'>;
  /** The app passes its router's link (for the privacy policy link); a plain `<a>` by default. */
  LinkComponent?: ComponentType<BottomNavLinkProps>;
}

/**
 * The public entry: the brand, then the login form or the registration form, toggled by each form's
 * switch, and the privacy policy below (what a visitor reads before giving an email).
 */
export function AuthScreen({
  mode,
  onModeChange,
  login,
  register,
  LinkComponent = PlainLink,
}: AuthScreenProps) {
  return (
    <Page>
      <Brand>
        <BrandName>{t('auth.screen.brand')}</BrandName>
        <Tagline>{t('auth.screen.tagline')}</Tagline>
      </Brand>
      {mode === 'login' ? (
        <LoginForm {...login} onSwitchToRegister={() => onModeChange('register')} />
      ) : (
        <RegisterForm {...register} onSwitchToLogin={() => onModeChange('login')} />
      )}
      <Footer>
        <FooterLink as={LinkComponent} href="/privacy-policy">
          {t('common.privacyPolicy')}
        </FooterLink>
      </Footer>
    </Page>
  );
}
