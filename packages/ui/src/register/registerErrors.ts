import { t } from '../i18n';

/** The labels the spec joins to each field's server error (§8). */
function fieldLabel(field: string): string | undefined {
  const labels: Record<string, string> = {
    email: t('register.email'),
    password: t('register.password'),
    password2: t('register.passwordConfirm'),
    first_name: t('register.firstName'),
    last_name: t('register.lastName'),
    agency: t('register.city'),
  };
  return labels[field];
}

/** Fields whose messages stand on their own, without a label. */
const bareFields = new Set(['non_field_errors', 'detail', 'error']);

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  return [];
}

/**
 * The French text for a failed registration, from the server's answer.
 * `body` is the parsed JSON of a 4xx/5xx answer, or `undefined` when no answer came back.
 * Field errors read 'Email : Un compte existe déjà avec cet email.', one line per message.
 */
export function registrationErrorText(body: unknown, { noResponse = false } = {}): string {
  if (noResponse) return t('register.networkError');
  if (!body || typeof body !== 'object' || Array.isArray(body)) return t('register.failed');
  const lines = Object.entries(body as Record<string, unknown>).flatMap(([field, value]) => {
    const label = bareFields.has(field) ? undefined : fieldLabel(field);
    return messagesOf(value).map((message) =>
      label ? t('register.fieldError', { label, message }) : message,
    );
  });
  return lines.length > 0 ? lines.join('\n') : t('register.failed');
}
