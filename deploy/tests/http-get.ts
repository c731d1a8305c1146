import { type Agent, request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The header lines as sent, in order, for the report. */
  headerLines: string[];
  /** The body as sent (still compressed when Content-Encoding says so). */
  body: Buffer;
}

export interface GetOptions {
  /** The address the request leaves from (any of 127.0.0.0/8 on Linux): another client, or a proxy. */
  localAddress?: string;
  agent?: Agent;
}

/** A GET with exactly the headers given: unlike fetch, no Accept-Encoding is added and nothing is decoded. */
export function get(
  url: string,
  headers: Record<string, string> = {},
  { localAddress, agent }: GetOptions = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers, localAddress, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const lines: string[] = [];
        for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
          lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
        }
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          headerLines: lines,
          body: Buffer.concat(chunks),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
