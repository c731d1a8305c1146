import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy breaks, changed by each test as it goes. */
export interface FaultRules {
  /** Request headers its CORS preflights allow. */
  allowedHeaders: readonly string[];
  /** Paths whose writes are answered 500, every time: a server bug on one record. */
  poisonedPaths: Set<string>;
  /**
   * The first attempt of each `Idempotency-Key` is answered 409 without reaching the server, as a
   * server answers a replay of a key it is still working on.
   */
  conflictOncePerKey: boolean;
}

export interface SeenWrite {
  method: string;
  path: string;
  key: string | null;
  status: number;
}

export interface FaultProxy {
  url: string;
  rules: FaultRules;
  /** Every write the browser sent through, with the answer it got. */
  writes: SeenWrite[];
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'origin', 'referer', 'accept-encoding']);

async function bodyOf(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A server in front of the mock backend, on its own origin, that owns CORS and injects the faults the
 * outbox must live with. Everything it does not break is forwarded as is.
 */
export async function startFaultProxy(upstream: string, rules: FaultRules): Promise<FaultProxy> {
  const writes: SeenWrite[] = [];
  const keysSeen = new Set<string>();

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const origin = incoming.headers.origin;
    const cors: Record<string, string> = origin
      ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
      : {};
    const method = incoming.method ?? 'GET';
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      outgoing.writeHead(status, { ...cors, ...headers, 'Content-Type': 'application/json' });
      outgoing.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (method === 'OPTIONS' && incoming.headers['access-control-request-method']) {
      outgoing.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': rules.allowedHeaders.join(', '),
        // Not cached: each test sets its own policy.
        'Access-Control-Max-Age': '0',
      });
      outgoing.end();
      return;
    }
    const body = await bodyOf(incoming);
    const key = (incoming.headers['idempotency-key'] as string | undefined) ?? null;
    const isWrite = method !== 'GET' && method !== 'HEAD';
    const record = (status: number) => {
      if (isWrite) writes.push({ method, path, key, status });
    };
    if (isWrite && rules.poisonedPaths.has(path)) {
      record(500);
      answer(500, { error: 'Erreur interne du serveur.' });
      return;
    }
    if (isWrite && rules.conflictOncePerKey && key !== null && !keysSeen.has(key)) {
      keysSeen.add(key);
      record(409);
      answer(409, { error: 'Cette requête est déjà en cours de traitement.' });
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers.set(name, value);
    }
    const response = await fetch(`${upstream}${incoming.url ?? '/'}`, {
      method,
      headers,
      body: isWrite && body.length > 0 ? new Uint8Array(body) : undefined,
    });
    record(response.status);
    const forwarded: Record<string, string> = { ...cors };
    const contentType = response.headers.get('content-type');
    if (contentType) forwarded['Content-Type'] = contentType;
    outgoing.writeHead(response.status, forwarded);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  }

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rules,
    writes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
