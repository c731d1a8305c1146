import type { IncomingMessage, ServerResponse } from 'node:http';

/** Bigger than the largest legal upload (a 5 MB profile picture) plus multipart framing. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The absolute URL a client asked for, with the origin it used (the Host header), as a browser sees it. */
export function requestUrl(incoming: IncomingMessage, fallbackHost: string): URL {
  return new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? fallbackHost}`);
}

/** A Fetch `Request` carrying the Node request's method, URL, headers and (buffered) body. */
export async function toFetchRequest(incoming: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  // rawHeaders alternates names and values, and keeps repeated headers apart.
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const [name, value] = [raw[index], raw[index + 1]];
    if (name !== undefined && value !== undefined) headers.append(name, value);
  }
  // HEAD is a GET whose body Node leaves out, as Django answers it.
  const method = !incoming.method || incoming.method === 'HEAD' ? 'GET' : incoming.method;
  const hasBody = method !== 'GET';
  const body = hasBody ? new Uint8Array(await readBody(incoming)) : undefined;
  return new Request(url, { method, headers, body });
}

/** Hop-by-hop or recomputed headers: Node frames the body itself. */
const SKIPPED_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** Writes a Fetch `Response` (status, headers, any body, binary included) to the Node response. */
export async function writeFetchResponse(
  response: Response,
  outgoing: ServerResponse,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  // `Response.error()` (msw's offline scenario) has no HTTP equivalent but a dropped connection.
  if (response.type === 'error') {
    outgoing.destroy();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  for (const [name, value] of response.headers) {
    if (!SKIPPED_HEADERS.has(name) && name !== 'set-cookie') outgoing.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outgoing.setHeader('set-cookie', cookies);
  for (const [name, value] of Object.entries(extraHeaders)) outgoing.setHeader(name, value);
  // The whole body is known: a length rather than chunks, as Django sends it.
  if (response.status !== 204 && response.status !== 304) outgoing.setHeader('content-length', body.length);
  outgoing.writeHead(response.status, response.statusText || undefined);
  outgoing.end(body);
}
