// Fault and edge scenarios for stories (`parameters.msw.handlers`) and tests (`server.use(...)`). Each
// returns handlers to put in front of the defaults; the ones that change data do it on the first request
// after each seed and then let the default handlers answer, so the rules still apply.
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { db, dbGeneration } from './db';
import { deleteOwnedData } from './domain/cascade';
import { routeNotFound } from './handlers/auth';
import { messages } from './messages';
import { viewerByEmail } from './rules';
import { demoAccounts } from './seed-data';
import { expireSessions } from './tokens';

const everyApiCall = '*/api/*';
const everyApiPath = (path?: string) =>
  path ? `*${path.startsWith('/') ? path : `/${path}`}` : everyApiCall;

/** Runs `change` once per seeded database, on the first request the handler sees, then falls through. */
function oncePerSeed(change: (request: Request) => void): HttpHandler {
  let appliedTo = -1;
  return http.all(everyApiCall, ({ request }) => {
    if (appliedTo !== dbGeneration()) {
      appliedTo = dbGeneration();
      change(request);
    }
    return undefined;
  });
}

/**
 * The account (default: Camille, the demo agent) keeps its profile but has no zones, notes, house notes,
 * favourites or events yet; what it creates afterwards stays.
 */
export function emptyAccount(email: string = demoAccounts.agent): HttpHandler[] {
  return [
    oncePerSeed(() => {
      const viewer = viewerByEmail(email);
      if (viewer) deleteOwnedData(viewer.user.id);
    }),
  ];
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface FailureOptions {
  /** Default 500. */
  status?: number;
  /** The server's `error` field (shown by the screens that read it). */
  error?: string;
  /** The optional `details` beside `error`. */
  details?: string;
  /** A whole body instead, for a shape of your own (`{ field: ['…'] }`). */
  body?: unknown;
}

/**
 * One endpoint fails, e.g. `failing('get', '/api/accounts/zones/')` or
 * `failing('post', '/api/accounts/zones/:id/notes/', { status: 400, error: 'Contenu refusé.' })`.
 */
export function failing(method: HttpMethod, path: string, options: FailureOptions = {}): HttpHandler[] {
  const status = options.status ?? 500;
  const body =
    options.body ??
    (options.error !== undefined
      ? { error: options.error, ...(options.details === undefined ? {} : { details: options.details }) }
      : { detail: messages.server });
  return [http[method](everyApiPath(path), () => HttpResponse.json(body as object, { status }))];
}

/** Every API answer (or only `path`'s) takes `ms` longer: loading states stay on screen. */
export function slow(ms: number, path?: string): HttpHandler[] {
  return [
    http.all(everyApiPath(path), async () => {
      await delay(ms);
      return undefined;
    }),
  ];
}

/** The network is down for every API call (or only `path`): fetch rejects with a TypeError. */
export function offline(path?: string): HttpHandler[] {
  return [http.all(everyApiPath(path), () => HttpResponse.error())];
}

/**
 * Every token issued so far has expired: the next call answers 401. With `refreshable`, only access tokens
 * have, so the client's refresh path recovers; otherwise refresh fails too and the user is signed out.
 */
export function expiredSession({ refreshable = false }: { refreshable?: boolean } = {}): HttpHandler[] {
  return [oncePerSeed(() => expireSessions(refreshable ? 'access' : undefined))];
}

/** Every invitation link has expired: validation answers 410 and registering with a token is refused. */
export function expiredInvitation(): HttpHandler[] {
  return [
    oncePerSeed(() => {
      db.invitation.updateMany({ where: { used: { equals: false } }, data: { expiresAt: Date.now() - 1 } });
    }),
  ];
}

/**
 * The backend lacks the token blacklist (the optional extension): POST /api/token/blacklist/ answers
 * 404 as a server without the route does. `configure({ tokenBlacklist: false })` does the same for
 * the whole process (the HTTP server).
 */
export function withoutTokenBlacklist(): HttpHandler[] {
  return [http.post(everyApiPath('/api/token/blacklist/'), () => routeNotFound())];
}

/**
 * The backend lacks the « portes » extension: a street's doors and a door's PATCH answer 404 as a
 * server without the routes does. `configure({ doors: false })` does the same for the whole process.
 */
export function withoutDoors(): HttpHandler[] {
  return [
    http.all(everyApiPath('/api/accounts/streets/:id/doors/'), () => routeNotFound()),
    http.all(everyApiPath('/api/accounts/doors/:id/'), () => routeNotFound()),
  ];
}
