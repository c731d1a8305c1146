import { t } from '../../i18n';
import { RegisterForm, type RegisterFormProps } from '../../register/RegisterForm';
import { LoginForm, type LoginFormProps } from '../LoginForm';
import { Brand, BrandName, Page, Tagline } from './AuthScreen.styles';

export type AuthMode = 'login' | 'register';

export interface AuthScreenProps {
  /** Which form shows; the app keeps it in the route (/login, /register) or in state on /auth. */
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  login: Omit<LoginFormProps, 'onSwitchToRegister'>;
  register: Omit<RegisterFormProps, 'onSwitchToLogin'>;
}

/** The public entry: the brand, then the login form or the registration form, toggled by each form's switch. */
export function AuthScreen({ mode, onModeChange, login, register }: AuthScreenProps) {
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
    </Page>
  );
}
