import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { t } from '../../i18n';
import { Button, ErrorMessage, PasswordField, TextField } from '../../primitives';
import { Divider, ForgotRow, Form, Slot, Title } from './LoginForm.styles';
import '../../i18n/messages/auth';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginFormProps {
  onSubmit: (credentials: LoginCredentials) => void;
  onSwitchToRegister: () => void;
  /** True while the sign-in request runs: the submit button is busy and fields stay as typed. */
  submitting?: boolean;
  /** The server's verdict, already in French (for example 'Identifiants incorrects. Veuillez réessayer.'). */
  error?: string | null;
  /** The Google sign-in button, rendered by the app where the identity script is available. */
  googleButton?: ReactNode;
}

type FieldErrors = Partial<Record<keyof LoginCredentials, string>>;

function validate({ email, password }: LoginCredentials): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = t('common.field.emailRequired');
  if (!password) errors.password = t('common.field.passwordRequired');
  return errors;
}

export function LoginForm({
  onSubmit,
  onSwitchToRegister,
  submitting = false,
  error,
  googleButton,
}: LoginFormProps) {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const credentials = { email: email.trim(), password };
    const errors = validate(credentials);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) onSubmit(credentials);
  }

  return (
    <Form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
      <Title id={titleId}>{t('auth.login.title')}</Title>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <TextField
        label={t('common.field.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email}
      />
      <PasswordField
        label={t('common.field.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
      />
      <ForgotRow>
        {/* The spec keeps this button inert: password recovery is not part of the product yet. */}
        <Button variant="ghost" size="small">
          {t('auth.login.forgotPassword')}
        </Button>
      </ForgotRow>
      <Button type="submit" fullWidth busy={submitting} busyLabel={t('auth.login.submitting')}>
        {t('auth.login.submit')}
      </Button>
      <Divider>{t('common.or')}</Divider>
      {googleButton ? <Slot>{googleButton}</Slot> : null}
      <Button variant="secondary" fullWidth onClick={onSwitchToRegister}>
        {t('auth.login.switchToRegister')}
      </Button>
    </Form>
  );
}
