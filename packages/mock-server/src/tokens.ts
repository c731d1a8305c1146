import { config } from './config';
import { db } from './db';

export type TokenKind = 'access' | 'refresh';

function randomToken(kind: TokenKind): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `${kind}.${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export function issueToken(userId: number, kind: TokenKind): string {
  const token = randomToken(kind);
  const lifetime = kind === 'access' ? config.accessTokenLifetimeMs : config.refreshTokenLifetimeMs;
  db.session.create({ token, kind, userId, expiresAt: Date.now() + lifetime, revoked: false });
  return token;
}

export function issueTokenPair(userId: number): { access: string; refresh: string } {
  return { access: issueToken(userId, 'access'), refresh: issueToken(userId, 'refresh') };
}

export type TokenCheck = { userId: number } | { problem: 'unknown' | 'expired' };

/** Whom a token of `kind` belongs to; unknown, revoked, expired and wrong-kind tokens are refused. */
export function checkToken(token: string, kind: TokenKind): TokenCheck {
  const session = db.session.findFirst({ where: { token: { equals: token } } });
  if (!session || session.kind !== kind || session.revoked) return { problem: 'unknown' };
  if (session.expiresAt <= Date.now()) return { problem: 'expired' };
  return { userId: session.userId };
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
