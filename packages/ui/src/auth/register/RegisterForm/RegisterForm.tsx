import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { t } from '../../../i18n';
import { Button, ErrorMessage, PasswordField, TextField } from '../../../primitives';
import { CityPicker } from '../CityPicker';
import type { InvitationState, RegistrationValues } from '../types';
import {
  liveEmailError,
  livePasswordError,
  type RegistrationErrors,
  validateRegistration,
} from '../validation';
import { InvitationNotice } from './InvitationNotice';
import { Divider, Form, NameRow, ServerError, Slot, Title } from './RegisterForm.styles';
import '../../../i18n/messages/register';

export interface RegisterFormProps {
  /** Called with the checked values; the app sends them along with the invitation token, if any. */
  onSubmit: (values: RegistrationValues) => void;
  onSwitchToLogin: () => void;
  /** True while the registration request runs. */
  submitting?: boolean;
  /** The server's verdict in French; see `errorMessage('registration', …)` in ../../errors. */
  error?: string | null;
  /** The invitation link's state; a valid one fills the email and locks it. */
  invitation?: InvitationState;
  /** The Google sign-up button (a `GoogleButton`), rendered by the app. */
  googleButton?: ReactNode;
}

const fieldOrder = ['first_name', 'last_name', 'email', 'password', 'password2', 'agency'] as const;
type Field = (typeof fieldOrder)[number];

const emptyValues: RegistrationValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  password2: '',
  agency: '',
};

export function RegisterForm({
  onSubmit,
  onSwitchToLogin,
  submitting = false,
  error,
  invitation = { status: 'none' },
  googleButton,
}: RegisterFormProps) {
  const titleId = useId();
  const [values, setValues] = useState(emptyValues);
  const [submitErrors, setSubmitErrors] = useState<RegistrationErrors>({});
  const invitedEmail = invitation.status === 'valid' ? invitation.email : null;
  const emailLocked = invitedEmail !== null || invitation.status === 'checking';
  const email = invitedEmail ?? values.email;

  // Email format and password length are checked while typing; the rest waits for the submit.
  const errors: RegistrationErrors = {
    ...submitErrors,
    email: (emailLocked ? undefined : liveEmailError(email)) ?? submitErrors.email,
    password: livePasswordError(values.password) ?? submitErrors.password,
  };

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its submit error; a new password may settle the confirmation too.
    setSubmitErrors((current) => {
      const next = { ...current, [field]: undefined };
      if (field === 'password') next.password2 = undefined;
      return next;
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const submitted: RegistrationValues = {
      ...values,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: email.trim(),
    };
    const found = validateRegistration(submitted);
    setSubmitErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (!firstInvalid) {
      onSubmit(submitted);
      return;
    }
    const element = event.currentTarget.elements.namedItem(firstInvalid);
    if (element instanceof HTMLElement) element.focus();
  }

  const field = (name: Field) => ({
    name,
    value: name === 'email' ? email : values[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
    error: errors[name],
    required: true,
  });

  return (
    <Form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
      <Title id={titleId}>{t('register.title')}</Title>
      <InvitationNotice invitation={invitation} />
      {error ? (
        <ErrorMessage>
          <ServerError>{error}</ServerError>
        </ErrorMessage>
      ) : null}
      <NameRow>
        <TextField label={t('common.field.firstName')} autoComplete="given-name" {...field('first_name')} />
        <TextField label={t('common.field.name')} autoComplete="family-name" {...field('last_name')} />
      </NameRow>
      <TextField
        label={t('common.field.email')}
        type="email"
        autoComplete="email"
        readOnly={emailLocked}
        {...field('email')}
      />
      <PasswordField label={t('common.field.password')} autoComplete="new-password" {...field('password')} />
      <PasswordField
        label={t('register.passwordConfirm')}
        autoComplete="new-password"
        {...field('password2')}
      />
      <CityPicker
        name="agency"
        value={values.agency}
        onChange={(city) => update('agency', city)}
        error={errors.agency}
      />
      <Button type="submit" fullWidth busy={submitting} busyLabel={t('register.submitting')}>
        {t('register.submit')}
      </Button>
      <Divider>{t('common.or')}</Divider>
      {googleButton ? <Slot>{googleButton}</Slot> : null}
      <Button variant="secondary" fullWidth onClick={onSwitchToLogin}>
        {t('register.switchToLogin')}
      </Button>
    </Form>
  );
}
