import { config } from './config';
import { db } from './db';

export type TokenKind = 'access' | 'refresh';

function randomToken(kind: TokenKind): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `${kind}.${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A token of the sign-in ending at `signInExpiresAt`: it lives its kind's lifetime, cut short at the
 * sign-in's end.
 */
export function issueToken(userId: number, kind: TokenKind, signInExpiresAt: number): string {
  const token = randomToken(kind);
  const lifetime = kind === 'access' ? config.accessTokenLifetimeMs : config.refreshTokenLifetimeMs;
  const expiresAt = Math.min(Date.now() + lifetime, signInExpiresAt);
  db.session.create({ token, kind, userId, expiresAt, signInExpiresAt, revoked: false });
  return token;
}

/**
 * A new pair: a new sign-in by default, which lasts `config.sessionLifetimeMs` at most; a rotation
 * passes the end of the sign-in its refresh token came from.
 */
export function issueTokenPair(
  userId: number,
  signInExpiresAt: number = Date.now() + config.sessionLifetimeMs,
): { access: string; refresh: string } {
  return {
    access: issueToken(userId, 'access', signInExpiresAt),
    refresh: issueToken(userId, 'refresh', signInExpiresAt),
  };
}

export type TokenCheck =
  | { userId: number; expiresAt: number; signInExpiresAt: number }
  | { problem: 'unknown' | 'expired' };

/** Whom a token of `kind` belongs to; unknown, revoked, expired and wrong-kind tokens are refused. */
export function checkToken(token: string, kind: TokenKind): TokenCheck {
  const session = db.session.findFirst({ where: { token: { equals: token } } });
  if (!session || session.kind !== kind || session.revoked) return { problem: 'unknown' };
  if (session.expiresAt <= Date.now()) return { problem: 'expired' };
  // A row saved without the column reads 0: its sign-in ends with the token itself.
  const signInExpiresAt = session.signInExpiresAt > 0 ? session.signInExpiresAt : session.expiresAt;
  return { userId: session.userId, expiresAt: session.expiresAt, signInExpiresAt };
}

/** When a live access token ends; null for any other token. */
export function accessTokenEnd(token: string): number | null {
  const check = checkToken(token, 'access');
  return 'userId' in check ? check.expiresAt : null;
}

export function userIdForToken(token: string, kind: TokenKind): number | null {
  const check = checkToken(token, kind);
  return 'userId' in check ? check.userId : null;
}

export function revokeToken(token: string): void {
  db.session.update({ where: { token: { equals: token } }, data: { revoked: true } });
}

/** Ends every live session now (the expired-session scenario); `kind` limits it to one kind of token. */
export function expireSessions(kind?: TokenKind): void {
  db.session.updateMany({
    where: kind ? { kind: { equals: kind } } : { expiresAt: { gt: 0 } },
    data: { expiresAt: 0 },
  });
}
