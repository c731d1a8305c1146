import { config } from './config';
import { db } from './db';

export type TokenKind = 'access' | 'refresh';

function randomToken(kind: TokenKind): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `${kind}.${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export function issueToken(userId: string, kind: TokenKind): string {
  const token = randomToken(kind);
  const lifetime = kind === 'access' ? config.accessTokenLifetimeMs : config.refreshTokenLifetimeMs;
  db.session.create({ token, kind, userId, expiresAt: Date.now() + lifetime, revoked: false });
  return token;
}

export function issueTokenPair(userId: string): { access: string; refresh: string } {
  return { access: issueToken(userId, 'access'), refresh: issueToken(userId, 'refresh') };
}

/** The user a live token of `kind` belongs to, or null when it is unknown, expired or revoked. */
export function userIdForToken(token: string, kind: TokenKind): string | null {
  const session = db.session.findFirst({ where: { token: { equals: token } } });
  if (!session || session.kind !== kind || session.revoked || session.expiresAt <= Date.now()) return null;
  return session.userId;
}

export function revokeToken(token: string): void {
  db.session.update({ where: { token: { equals: token } }, data: { revoked: true } });
}
