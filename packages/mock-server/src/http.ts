import { delay, HttpResponse } from 'msw';
import { config } from './config';
import { db } from './db';
import { userIdForToken } from './tokens';

/** Every handler path starts with this: any origin, so the same handlers serve any configured base URL. */
export const api = (path: string) => `*/api${path}`;

export async function latency(): Promise<void> {
  if (config.latencyMs > 0) await delay(config.latencyMs);
}

/** Django REST framework's shapes, which the client's ApiError understands. */
export const unauthorized = () =>
  HttpResponse.json(
    { detail: "Informations d'authentification non fournies ou invalides." },
    { status: 401 },
  );
export const badRequest = (body: Record<string, unknown>) => HttpResponse.json(body, { status: 400 });
export const forbidden = () =>
  HttpResponse.json({ error: "Vous n'avez pas la permission d'effectuer cette action." }, { status: 403 });
export const notFound = () => HttpResponse.json({ detail: 'Introuvable.' }, { status: 404 });

export type User = NonNullable<ReturnType<typeof db.user.findFirst>>;

/** The signed-in user from the Bearer header, or null for a missing, expired or revoked token. */
export function currentUser(request: Request): User | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match?.[1]) return null;
  const userId = userIdForToken(match[1], 'access');
  if (!userId) return null;
  return db.user.findFirst({ where: { id: { equals: userId } } });
}

/** Reads a JSON object body; anything else (empty, malformed, an array) is null. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
