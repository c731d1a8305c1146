import type { ServerErrorBody } from '@prospect/contract';

export type { ServerErrorBody };

/** Why a call failed, so screens can pick the spec's message without parsing strings. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancelled' | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly body: ServerErrorBody;

  constructor(
    kind: ApiErrorKind,
    options: { status?: number | null; body?: ServerErrorBody; cause?: unknown } = {},
  ) {
    super(`${kind}${options.status ? ` ${options.status}` : ''}`, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.body = options.body ?? { fields: {} };
  }

  /** The server's own `error` message, with its `details` in parentheses when present. */
  get serverMessage(): string | undefined {
    const { error, details } = this.body;
    if (!error) return undefined;
    return details ? `${error} (${details})` : error;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/**
 * Stopping an impersonation without the admin's saved token (spec §8). Not an `ApiError`: no request
 * was made. Its `kind` is what the ui's message mapping reads ('Erreur critique: …').
 */
export class MissingAdminTokenError extends Error {
  readonly kind = 'missing-admin-token' as const;

  constructor() {
    super('missing-admin-token');
    this.name = 'MissingAdminTokenError';
  }
}

export const isMissingAdminTokenError = (value: unknown): value is MissingAdminTokenError =>
  value instanceof MissingAdminTokenError;
