import type { ServerErrorBody } from '@prospect/contract';
import { type MessageKey, t, templateOf } from '../i18n';

/** The server's error body, as the api-client reads every DRF and SimpleJWT shape into it. */
export type ErrorBody = ServerErrorBody;

/**
 * What the mapping reads from a failure: the api-client's `ApiError` has this shape (ui never imports
 * it), and so does its `MissingAdminTokenError` (kind 'missing-admin-token', no status, no body).
 */
export interface ErrorLike {
  /** 'http' | 'network' | 'timeout' | 'cancelled' | 'invalid-response' | 'missing-admin-token' */
  kind: string;
  status?: number | null;
  body?: ErrorBody;
}

/** Where the failure happened: each situation has its own texts in spec §8. */
export type ErrorSituation =
  | 'login'
  | 'googleLogin'
  | 'googleWidget'
  | 'googleRegister'
  | 'invitation'
  | 'registration'
  | 'zonesLoad'
  | 'zoneCreate'
  | 'zoneDelete'
  | 'sectorLoad'
  | 'sectorGenerate'
  | 'streetUpdate'
  | 'geocode'
  | 'favoritesLoad'
  | 'favoritesCreate'
  | 'favoritesUpdate'
  | 'favoritesDelete'
  | 'eventsLoad'
  | 'eventsCreate'
  | 'eventsUpdate'
  | 'eventsDelete'
  | 'contactsLoad'
  | 'noteSave'
  | 'noteUpdate'
  | 'noteDelete'
  | 'adminInvite'
  | 'adminDelete'
  | 'adminRole'
  | 'adminImpersonate'
  | 'adminListLoad'
  | 'stopImpersonation';

export function isErrorLike(value: unknown): value is ErrorLike {
  return !!value && typeof value === 'object' && typeof (value as { kind?: unknown }).kind === 'string';
}

/** No answer came back at all. */
const noAnswer = (error: ErrorLike | null) =>
  error?.kind === 'network' || error?.kind === 'timeout' || error?.kind === 'cancelled';

const statusOf = (error: ErrorLike | null) => (error?.kind === 'http' ? (error.status ?? null) : null);

/** A catalogue text chosen at run time; only keys without placeholders are passed here. */
const text = (key: MessageKey): string => templateOf(key);

/**
 * What the server said about a refused write: its own `error` field (spec §8 'Server error field'), or
 * what a plain Django REST framework server says instead, the validation messages of a 400
 * (`non_field_errors`, then each field's). `detail` is left out: DRF puts its generic 403/404 texts there.
 */
function serverSaid(error: ErrorLike | null): string | undefined {
  if (error?.kind !== 'http' || !error.body) return undefined;
  const { body } = error;
  if (body.error) return body.error;
  if (error.status !== 400) return undefined;
  const validation = [...(body.non_field_errors ?? []), ...Object.values(body.fields ?? {}).flat()];
  return validation.length > 0 ? validation.join(' ') : undefined;
}

/** What the server said (see `serverSaid`), else `fallback`. */
const serverErrorOr = (error: ErrorLike | null, fallback: MessageKey) => serverSaid(error) || text(fallback);

/** The registration labels of spec §8; password and its confirmation share one. */
const registrationLabels: Record<string, MessageKey> = {
  email: 'common.field.email',
  password: 'common.field.password',
  password2: 'common.field.password',
  first_name: 'common.field.firstName',
  last_name: 'common.field.name',
  agency: 'common.field.city',
};

/**
 * 'Email : …' for each labelled field (its messages joined), then unlabelled fields, `non_field_errors`,
 * `detail` and `error` bare; one line each, in the order the server sent the fields.
 */
function registrationMessage(body: ErrorBody | undefined): string {
  const labelled = new Map<MessageKey, string[]>();
  const bare: string[] = [];
  for (const [field, messages] of Object.entries(body?.fields ?? {})) {
    const label = registrationLabels[field];
    if (label) labelled.set(label, [...(labelled.get(label) ?? []), ...messages]);
    else bare.push(...messages);
  }
  const lines = [
    ...[...labelled].map(([label, messages]) =>
      t('errors.registration.field', { label: text(label), messages: messages.join(' ') }),
    ),
    ...bare,
    ...(body?.non_field_errors ?? []),
    ...[body?.detail, body?.error].filter((text): text is string => !!text),
  ];
  return lines.length > 0 ? lines.join('\n') : t('errors.registration.failed');
}

const listFallbacks = {
  Load: 'errors.list.loadFailed',
  Create: 'errors.list.createFailed',
  Update: 'errors.list.updateFailed',
  Delete: 'errors.list.deleteFailed',
} as const satisfies Record<string, MessageKey>;

/**
 * The French text of spec §8 for a failure in `situation`. `error` is what the call rejected with (an
 * `ApiError`, or anything else, which gets the situation's fallback). Registration may give several
 * lines, separated by '\n'.
 */
export function errorMessage(situation: ErrorSituation, error: unknown): string {
  const failure = isErrorLike(error) ? error : null;
  if (failure?.kind === 'missing-admin-token') return t('errors.impersonation.missingAdminToken');
  const status = statusOf(failure);
  const body = failure?.kind === 'http' ? failure.body : undefined;

  switch (situation) {
    case 'login':
      return status !== null && status < 500 ? t('errors.login.failed') : t('errors.connection');
    case 'googleLogin':
      if (status === 404) return t('errors.googleLogin.unknownAccount');
      if (failure?.kind === 'invalid-response') return t('errors.googleLogin.invalidAnswer');
      return t('errors.googleLogin.failed');
    case 'googleWidget':
      return t('errors.googleWidget.failed');
    case 'googleRegister':
      return status === 400 ? t('errors.googleRegister.accountExists') : t('errors.googleRegister.failed');
    case 'invitation':
      if (status === 404) return t('errors.invitation.invalid');
      if (status === 410) return t('errors.invitation.expired');
      return t('errors.invitation.failed');
    case 'registration':
      if (noAnswer(failure)) return t('errors.connection');
      return registrationMessage(body);
    case 'zonesLoad':
      return t('errors.zones.loadFailed');
    case 'zoneCreate':
      return t('errors.withMessage', { message: serverErrorOr(failure, 'errors.zoneCreate.failed') });
    case 'zoneDelete': {
      if (failure?.kind === 'network' || failure?.kind === 'timeout') return t('errors.zoneDelete.network');
      const message = body?.error || body?.detail;
      return message ? t('errors.zoneDelete.withMessage', { message }) : t('errors.zoneDelete.failed');
    }
    case 'sectorLoad':
      return status === 404 ? t('errors.sector.notFound') : t('errors.sector.loadFailed');
    case 'sectorGenerate':
      return t('errors.sectorGenerate.failed');
    case 'streetUpdate':
      if (body?.error && body.details)
        return t('errors.serverWithDetails', { error: body.error, details: body.details });
      return serverErrorOr(failure, 'common.genericError');
    case 'geocode':
      return t('errors.geocode.failed');
    case 'favoritesLoad':
    case 'eventsLoad':
    case 'contactsLoad':
      // Bare: the list screens print it as 'Erreur: {message}' themselves.
      return serverErrorOr(failure, listFallbacks.Load);
    case 'favoritesCreate':
    case 'eventsCreate':
      return serverErrorOr(failure, listFallbacks.Create);
    case 'favoritesUpdate':
    case 'eventsUpdate':
      return serverErrorOr(failure, listFallbacks.Update);
    case 'favoritesDelete':
    case 'eventsDelete':
      return serverErrorOr(failure, listFallbacks.Delete);
    case 'noteSave':
      return t('errors.notes.saveFailed');
    case 'noteUpdate':
      return t('errors.notes.updateFailed');
    case 'noteDelete':
      return t('errors.notes.deleteFailed');
    case 'adminInvite':
      return serverErrorOr(failure, 'common.genericError');
    case 'adminDelete':
      return serverErrorOr(failure, 'errors.admin.deleteFailed');
    case 'adminRole':
      return serverErrorOr(failure, 'errors.admin.roleFailed');
    case 'adminImpersonate':
      return serverErrorOr(failure, 'errors.admin.impersonateFailed');
    case 'adminListLoad':
      return t('errors.admin.listFailed');
    case 'stopImpersonation':
      return t('common.genericError');
  }
}
