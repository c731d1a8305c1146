import { t } from '../../i18n';
import { agencyCityNames } from '../../map/agency-cities';
import type { RegistrationValues } from './types';
import '../../i18n/messages/register';

/** Spec §5: local part of letters, digits, dot, underscore, hyphen; a domain; a TLD of 2 letters or more. */
const emailPattern = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const MIN_PASSWORD_LENGTH = 8;

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email);
}

/** Shown while typing: nothing for an empty field (that is only an error on submit). */
export function liveEmailError(email: string): string | undefined {
  return email && !isValidEmail(email.trim()) ? t('register.emailInvalid') : undefined;
}

export function livePasswordError(password: string): string | undefined {
  return password && password.length < MIN_PASSWORD_LENGTH ? t('register.passwordTooShort') : undefined;
}

/**
 * Every check of the submit, field by field. Each field keeps its first failure; the form shows
 * them all and moves focus to the first invalid field, so the spec's order (email format, password
 * length, confirmation) is the order the user meets them.
 */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!values.first_name.trim()) errors.first_name = t('register.firstNameRequired');
  if (!values.last_name.trim()) errors.last_name = t('register.lastNameRequired');
  if (!values.email.trim()) errors.email = t('common.field.emailRequired');
  else if (!isValidEmail(values.email.trim())) errors.email = t('register.emailInvalid');
  if (!values.password) errors.password = t('common.field.passwordRequired');
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = t('register.passwordTooShort');
  if (!values.password2) errors.password2 = t('register.passwordConfirmRequired');
  else if (values.password && values.password2 !== values.password)
    errors.password2 = t('register.passwordMismatch');
  if (!agencyCityNames().includes(values.agency)) errors.agency = t('register.cityRequired');
  return errors;
}
