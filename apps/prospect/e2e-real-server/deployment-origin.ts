import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * The production build served from its own origin with the deployment's `/config.json`, as an agency
 * serves it. Not through Playwright's request routing: while any route is set, Playwright answers
 * CORS preflights itself and allows every header, which would hide what a real server refuses.
 */
export async function serveBuild(
  dir: string,
  config: unknown,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (incoming, outgoing) => {
    const pathname = decodeURIComponent(new URL(incoming.url ?? '/', 'http://app').pathname);
    if (pathname === '/config.json') {
      outgoing.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      outgoing.end(JSON.stringify(config));
      return;
    }
    const file = path.join(dir, path.normalize(pathname));
    const inside = file.startsWith(dir + path.sep);
    // Routes of the app (no extension) get its shell, as the deployment's fallback does.
    const target = inside && path.extname(file) ? file : path.join(dir, 'index.html');
    try {
      const body = await readFile(target);
      outgoing.writeHead(200, { 'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
      outgoing.end(body);
    } catch {
      outgoing.writeHead(404);
      outgoing.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
