import { delay, HttpResponse, type PathParams } from 'msw';
import { config } from './config';
import { checkIdempotency } from './idempotency';
import { messages } from './messages';
import { currentViewer, type Viewer } from './rules';

/** Every API path starts with this: any origin, so the same handlers serve any configured base URL. */
export const api = (path: string) => `*/api${path}`;

export async function latency(): Promise<void> {
  if (config.latencyMs > 0) await delay(config.latencyMs);
}

export type FieldErrors = Record<string, string[]>;

// Django REST framework's shapes, which the client's ApiError understands.
export const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });
export const noContent = () => new HttpResponse(null, { status: 204 });
export const badRequest = (errors: FieldErrors | { error: string; details?: string }) => json(errors, 400);
export const unauthorized = (detail: string = messages.noCredentials) =>
  json(detail === messages.tokenInvalid ? { detail, code: 'token_not_valid' } : { detail }, 401);
export const forbidden = (error: string = messages.forbidden) => json({ error }, 403);
export const notFound = () => json({ detail: messages.notFound }, 404);
export const conflict = (error: string) => json({ error }, 409);

interface Args {
  request: Request;
  params: PathParams;
}
type Resolver<Extra> = (args: Args & Extra) => Response | Promise<Response>;

/**
 * Wraps a resolver with the demo latency and a last-resort guard: a bug becomes a 500 with a French
 * `detail`, never an unhandled exception in the page or the test.
 */
export function publicRoute(resolver: Resolver<object>) {
  return async (args: Args): Promise<Response> => {
    await latency();
    try {
      return await resolver(args);
    } catch (error) {
      console.error('[mock-server]', args.request.method, args.request.url, error);
      return json({ detail: messages.server }, 500);
    }
  };
}

/**
 * Like `publicRoute`, for a signed-in caller: no or a dead token is a 401 before anything else. Writes
 * honour `Idempotency-Key` (see idempotency.ts).
 */
export function authedRoute(resolver: Resolver<{ viewer: Viewer }>) {
  return publicRoute(async (args) => {
    const viewer = currentViewer(args.request);
    if ('problem' in viewer) {
      return unauthorized(viewer.problem === 'missing' ? messages.noCredentials : messages.tokenInvalid);
    }
    // A replayed write (same Idempotency-Key) gets its first answer back instead of running twice.
    const idempotency = await checkIdempotency(args.request, viewer.user.id, (status, error) =>
      json({ error }, status),
    );
    if (idempotency.kind === 'answer') return idempotency.response;
    if (idempotency.kind === 'none') return resolver({ ...args, viewer });
    let response: Response;
    try {
      response = await resolver({ ...args, viewer });
    } catch (error) {
      await idempotency.remember(new Response(null, { status: 500 }));
      throw error;
    }
    return idempotency.remember(response);
  });
}

/** A path id: digits only, else null (the handler answers 404, as a router would). */
export function idParam(params: PathParams, name = 'id'): number | null {
  const raw = params[name];
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/** Reads a JSON object body; malformed JSON and non-objects are a 400 with a message. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | Response> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return json({ detail: messages.malformedJson }, 400);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return badRequest({ non_field_errors: [messages.notAnObject] });
  }
  return body as Record<string, unknown>;
}
