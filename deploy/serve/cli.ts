// `node deploy/serve/cli.ts --root DIR [--port 8080] [--api-port 8787] [--tile-url URL | --tile-upstream URL]`:
// scripts/serve.sh's server. The built app at DIR behind nginx, /api/ proxied to the mock backend, the
// map's tiles from URL (the browser asks it) or through nginx's /tiles/ (TILE_UPSTREAM), until Ctrl+C.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServedApp } from './served-app.ts';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string', default: '8080' },
    'api-port': { type: 'string', default: '8787' },
    'tile-url': { type: 'string' },
    'tile-upstream': { type: 'string' },
  },
});
if (!values.root) {
  console.error(
    'usage: node deploy/serve/cli.ts --root DIR [--port 8080] [--api-port 8787] [--tile-url URL | --tile-upstream URL]',
  );
  process.exit(2);
}

const app = await startServedApp({
  webRoot: path.resolve(values.root),
  port: Number(values.port),
  apiPort: Number(values['api-port']),
  env: {
    ...(values['tile-url'] ? { PROSPECT_TILE_URL: values['tile-url'] } : {}),
    ...(values['tile-upstream'] ? { TILE_UPSTREAM: values['tile-upstream'] } : {}),
  },
});
console.info(`› Prospect behind nginx at ${app.url} (API proxied to the mock backend at ${app.apiUrl})`);
console.info('› Sign in with agent@prospect.demo / prospect2026. Ctrl+C stops both servers.');

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await app.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
await app.exited;
// Ctrl+C reaches the whole process group: let our own handler win over the children's exit.
await new Promise((resolve) => setTimeout(resolve, 200));
if (!stopping) {
  console.error('✗ nginx or the mock backend stopped unexpectedly');
  await stop(1);
}
