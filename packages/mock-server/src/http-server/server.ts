import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { configure } from '../config';
import { handlers } from '../handlers';
import { messages } from '../messages';
import { corsHeaders, DEFAULT_ORIGINS, isPreflight, preflightHeaders } from './cors';
import { BodyTooLargeError, requestUrl, toFetchRequest, writeFetchResponse } from './fetch-bridge';
import { PAGE_PARAM, paginateResponse } from './paginate';
import { restoreOrSeed, type SnapshotWriter, snapshotWriter } from './persistence';
import { reshapeAsPlainDrf } from './plain-drf';

export interface MockHttpServerOptions {
  /** 0 picks a free port (tests). Default 8787. */
  port?: number;
  /** Default 127.0.0.1: the demo data and its accounts stay on this machine. */
  host?: string;
  /** Browser origins allowed to call (CORS); `*` allows any. Default: the app's dev and preview servers. */
  origins?: readonly string[];
  /**
   * Request headers a preflight allows; default: every header the app's client sends. A backend built
   * from the spec alone allows fewer (`DJANGO_SPEC_HEADERS`), and the app must still reach it.
   */
  allowedHeaders?: readonly string[];
  /** Artificial latency of every API answer in ms (default 0). */
  latencyMs?: number;
  /** A JSON file to restore the data from at start and to save it to after writes. */
  persistFile?: string;
  /** Page size: bare JSON arrays answered to GET come paginated as Django REST framework does. */
  paginate?: number;
  /** Answers shaped as a plain DRF backend's default serializers send them (see plain-drf.ts). */
  plainDrf?: boolean;
  /** The « portes » extension (a street's doors); false answers 404 on its routes, as a spec server. Default true. */
  doors?: boolean;
  /** One line per request (`GET /api/… 200 3 ms`); silent when absent. */
  log?: (line: string) => void;
}

export interface MockHttpServer {
  /** `http://host:port` with the port actually bound. */
  url: string;
  /** Stops listening, drops idle connections and saves pending writes. */
  close(): Promise<void>;
  /** How the data was obtained at start. */
  data: 'restored' | 'seeded';
}

const json = (body: unknown, status: number) => Response.json(body, { status });
const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

interface Context {
  options: MockHttpServerOptions;
  origins: readonly string[];
  fallbackHost: string;
  writer: SnapshotWriter | null;
}

/** What the handlers answer to one request: their response, a 404 when none matches, or a 4xx/500. */
async function answer(incoming: IncomingMessage, url: URL, context: Context): Promise<Response> {
  const { paginate } = context.options;
  const paginated = paginate !== undefined && (incoming.method === 'GET' || incoming.method === 'HEAD');
  // The handlers never see the page number, as a DRF view never does.
  const handlerUrl = new URL(url);
  if (paginated) handlerUrl.searchParams.delete(PAGE_PARAM);
  let request: Request;
  try {
    request = await toFetchRequest(incoming, handlerUrl);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json({ detail: 'Requête trop volumineuse.' }, 413);
    throw error;
  }
  const response = await getResponse(handlers, request);
  if (!response) return json({ detail: messages.notFound }, 404);
  if (!isRead(incoming.method)) context.writer?.schedule();
  const shaped = context.options.plainDrf ? await reshapeAsPlainDrf(response) : response;
  return paginated ? paginateResponse(shaped, url, paginate) : shaped;
}

async function serve(incoming: IncomingMessage, outgoing: ServerResponse, context: Context): Promise<void> {
  const started = performance.now();
  const preflight = isPreflight(incoming);
  const cors = preflight
    ? preflightHeaders(incoming, context.origins, context.options.allowedHeaders)
    : corsHeaders(incoming, context.origins);
  let response: Response;
  if (preflight) response = new Response(null, { status: 204 });
  else {
    try {
      response = await answer(incoming, requestUrl(incoming, context.fallbackHost), context);
    } catch (error) {
      console.error('[mock-server]', incoming.method, incoming.url, error);
      response = json({ detail: messages.server }, 500);
    }
  }
  await writeFetchResponse(response, outgoing, cors);
  const elapsed = Math.round(performance.now() - started);
  context.options.log?.(`${incoming.method} ${incoming.url} ${response.status} ${elapsed} ms`);
}

/**
 * Serves the mock's handlers over real HTTP: each request goes to msw's `getResponse` (nothing is
 * intercepted), so any HTTP client, another language's included, can use the demo backend. The
 * database is the package's single in-memory one: one server per process.
 */
export async function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const { port = 8787, host = '127.0.0.1', origins = DEFAULT_ORIGINS, persistFile, paginate } = options;
  if (paginate !== undefined && !(Number.isInteger(paginate) && paginate > 0)) {
    throw new RangeError(`paginate must be a positive integer, not ${paginate}`);
  }
  configure({ latencyMs: options.latencyMs ?? 0, doors: options.doors ?? true });
  const data = await restoreOrSeed(persistFile);
  const writer = persistFile === undefined ? null : snapshotWriter(persistFile);
  const context: Context = { options, origins, fallbackHost: `${host}:${port}`, writer };

  const server = createServer((incoming, outgoing) => {
    serve(incoming, outgoing, context).catch((error: unknown) => {
      console.error('[mock-server] could not answer', incoming.method, incoming.url, error);
      outgoing.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  context.fallbackHost = `${host}:${bound}`;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${bound}`,
    data,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Saved first, so a caller that cannot wait (a signal) loses nothing; again for late writes.
        writer?.flush();
        server.close((error) => {
          writer?.flush();
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
