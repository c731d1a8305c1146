// The production app behind nginx, on the mock backend over HTTP: what `npm run serve` runs and what the
// `served` tests start. nginx runs as the current user from a temporary directory, configured by
// deploy/docker-entrypoint.sh from deploy/nginx/prospect.conf.template, exactly as in the image.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const entrypoint = path.join(repoRoot, 'deploy/docker-entrypoint.sh');
const template = path.join(repoRoot, 'deploy/nginx/prospect.conf.template');
const mockServerStart = path.join(repoRoot, 'packages/mock-server/src/http-server/start.ts');
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 60_000;

interface CommonOptions {
  /** The built app (absolute path); config.json is written into it. */
  webRoot: string;
  port: number;
  /** Extra settings for the entrypoint: PROSPECT_TILE_URL or TILE_UPSTREAM, PROSPECT_GOOGLE_CLIENT_ID … */
  env?: Record<string, string>;
  /** One line per mock request on this process's output. */
  logRequests?: boolean;
  /**
   * False: nginx loads none of the modules the installation enables (Debian's modules-enabled), as an
   * nginx built without them would run (the official nginx image has no brotli module).
   */
  enabledModules?: boolean;
}

/**
 * Where nginx proxies /api/: the mock backend, started on `apiPort`, or a server the caller runs
 * (`apiUpstream`, scheme://host:port), to see what nginx forwards.
 */
export type ServedAppOptions = CommonOptions & ({ apiPort: number } | { apiUpstream: string });

export interface ServedApp {
  /** http://127.0.0.1:port, served by nginx. */
  url: string;
  /** What nginx proxies /api/ to: the mock backend, or the caller's `apiUpstream`. */
  apiUrl: string;
  stop(): Promise<void>;
  /** Settles when nginx or the mock backend exits (a crash, or `stop`). */
  exited: Promise<void>;
  /** What the entrypoint and nginx have printed so far. */
  output(): string;
}

/** nginx's path, looked up where Debian puts it too (/usr/sbin is not on a normal user's PATH). */
export function findNginx(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/** A port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Rejects when something already listens on `port`, which would otherwise answer in nginx's place. */
function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} on ${HOST} is taken: stop what uses it first`)));
    probe.listen(port, HOST, () => probe.close(() => resolve()));
  });
}

/** The mime.types beside the installation's own nginx.conf (Debian: /etc/nginx, Homebrew: its prefix). */
export function mimeTypesOf(nginx: string): string {
  const confPath = buildSettings(nginx)('conf-path');
  return path.join(confPath ? path.dirname(confPath) : '/etc/nginx', 'mime.types');
}

/** The settings nginx was built with (`nginx -V`), read by name: 'conf-path', 'prefix' … */
function buildSettings(nginx: string): (name: string) => string | undefined {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const text = `${version.stderr}${version.stdout}`;
  return (name) => text.match(new RegExp(`--${name}=(\\S+)`))?.[1];
}

/**
 * The modules the installation loads (Debian's nginx.conf includes modules-enabled/*.conf, where each
 * libnginx-mod-* package drops its load_module line), with absolute paths: ours runs with another prefix.
 */
export function enabledModulesOf(nginx: string): string[] {
  const setting = buildSettings(nginx);
  const confPath = setting('conf-path');
  const prefix = setting('prefix') ?? '/';
  const enabled = path.join(confPath ? path.dirname(confPath) : '/etc/nginx', 'modules-enabled');
  if (!existsSync(enabled)) return [];
  return readdirSync(enabled)
    .filter((name) => name.endsWith('.conf'))
    .sort()
    .flatMap((name) =>
      [...readFileSync(path.join(enabled, name), 'utf8').matchAll(/^\s*load_module\s+([^;\s]+)\s*;/gm)].map(
        ([, module = '']) => path.resolve(prefix, module),
      ),
    )
    .filter((module) => existsSync(module));
}

/** The main configuration around the shared server block: everything nginx writes stays in `dir`. */
export function mainConfig(
  dir: string,
  serverBlock: string,
  mimeTypes: string,
  modules: string[] = [],
): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    ...modules.map((module) => `load_module ${module};`),
    // Root (CI) would otherwise hand the workers to `nobody`; like any other user, they serve the
    // checkout as the user who built it. Only 127.0.0.1 listens.
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    `  include ${serverBlock};`,
    '}',
    '',
  ].join('\n');
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited(child);
  clearTimeout(timer);
}

/** Resolves once `url` answers; rejects if `child` exits first or the time runs out. */
async function answering(url: string, child: ChildProcess, what: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void exited(child).then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${await what()} (exited with ${child.exitCode ?? child.signalCode})`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${await what()} (no answer at ${url} after ${START_TIMEOUT_MS / 1000} s)`);
}

/** Starts the mock backend and nginx in front of `webRoot`; `stop` ends both and removes nginx's files. */
export async function startServedApp(options: ServedAppOptions): Promise<ServedApp> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  const url = `http://${HOST}:${options.port}`;
  const mockPort = 'apiPort' in options ? options.apiPort : undefined;
  const apiUrl = 'apiUpstream' in options ? options.apiUpstream : `http://${HOST}:${mockPort}`;
  await ensurePortFree(options.port);
  if (mockPort !== undefined) await ensurePortFree(mockPort);
  const dir = await mkdtemp(path.join(tmpdir(), 'prospect-nginx-'));
  let mock: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  const stop = async () => {
    // SIGQUIT: nginx finishes the requests under way, then exits.
    if (server) await stopChild(server, 'SIGQUIT');
    if (mock) await stopChild(mock, 'SIGTERM');
    await rm(dir, { recursive: true, force: true });
  };
  try {
    if (mockPort !== undefined) {
      let mockOutput = '';
      const started = spawn(
        process.execPath,
        [
          mockServerStart,
          '--port',
          String(mockPort),
          '--origin',
          url,
          ...(options.logRequests ? [] : ['--quiet']),
        ],
        { cwd: repoRoot, stdio: ['ignore', options.logRequests ? 'inherit' : 'pipe', 'pipe'] },
      );
      mock = started;
      started.stdout?.on('data', (chunk: Buffer) => {
        mockOutput += chunk;
      });
      started.stderr?.on('data', (chunk: Buffer) => {
        mockOutput += chunk;
      });
      await answering(`${apiUrl}/api/`, started, async () => `the mock backend did not start: ${mockOutput}`);
    }

    const serverBlock = path.join(dir, 'prospect.conf');
    const mainConf = path.join(dir, 'nginx.conf');
    const errorLog = path.join(dir, 'error.log');
    const modules = options.enabledModules === false ? [] : enabledModulesOf(nginx);
    await writeFile(mainConf, mainConfig(dir, serverBlock, mimeTypesOf(nginx), modules));
    let nginxOutput = '';
    const nginxProcess = spawn('sh', [entrypoint, '-p', `${dir}/`, '-c', mainConf, '-e', errorLog], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...options.env,
        PORT: String(options.port),
        PROSPECT_LISTEN_HOST: HOST,
        PROSPECT_WEB_ROOT: options.webRoot,
        PROSPECT_NGINX_TEMPLATE: template,
        PROSPECT_NGINX_CONF: serverBlock,
        API_UPSTREAM: apiUrl,
        // With TILE_UPSTREAM: the tiles nginx keeps stay with its other files.
        PROSPECT_TILE_CACHE_DIR: path.join(dir, 'tile-cache'),
        NGINX_BIN: nginx,
      },
    });
    server = nginxProcess;
    nginxProcess.stdout?.on('data', (chunk: Buffer) => {
      nginxOutput += chunk;
    });
    nginxProcess.stderr?.on('data', (chunk: Buffer) => {
      nginxOutput += chunk;
    });
    await answering(`${url}/`, nginxProcess, async () => {
      const log = await readFile(errorLog, 'utf8').catch(() => '');
      return `nginx did not start: ${nginxOutput}${log}`;
    });
    return {
      url,
      apiUrl,
      stop,
      exited: Promise.race([...(mock ? [exited(mock)] : []), exited(nginxProcess)]),
      output: () => nginxOutput,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
