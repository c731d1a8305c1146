import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, chownSync, closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tilePng } from '../../packages/mock-server/src/png';
import { findNginx, freePort } from '../serve/served-app.ts';
import { get } from './http-get';

// The image's nginx as the image starts it (deploy/Dockerfile): its main configuration
// (deploy/nginx/nginx.conf), the entrypoint, and a user who owns nothing but what the Dockerfile hands
// it. Run as root (CI), the test drops to `nobody` for nginx; run as anyone else, it is that user. The
// image's two writable places become folders of the test's own: /tmp (nginx's pid and temporary files)
// and conf.d; every other path stays the system's, so a write anywhere else fails the start.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const NOBODY = 65534;
const runAsRoot = process.getuid?.() === 0;
const uid = runAsRoot ? NOBODY : (process.getuid?.() ?? NOBODY);
const gid = runAsRoot ? NOBODY : (process.getgid?.() ?? NOBODY);

let dir: string;
let nginx: ChildProcess | undefined;
let output = '';
let url: string;
let tileServer: Server;

/** Makes `target` the unprivileged user's, as the Dockerfile's chown does. */
function handOver(target: string): void {
  if (runAsRoot) chownSync(target, uid, gid);
}

beforeAll(async () => {
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error('nginx is not installed');
  dir = await mkdtemp(path.join(tmpdir(), 'prospect-unprivileged-'));
  // Readable by all, like the image's folders; only what is handed over is writable.
  chmodSync(dir, 0o755);
  const fakeTmp = path.join(dir, 'tmp');
  const confD = path.join(dir, 'conf.d');
  const cache = path.join(dir, 'cache');
  const webRoot = path.join(dir, 'html');
  for (const folder of [fakeTmp, confD, cache]) {
    await mkdir(folder);
    handOver(folder);
  }
  await cp(inject('servedWebRoot'), webRoot, { recursive: true });
  // The only file of the web root the user may write (the Dockerfile's `touch` and chown).
  await writeFile(path.join(webRoot, 'config.json'), '');
  handOver(path.join(webRoot, 'config.json'));

  // The image's own copies, readable by the user wherever the checkout lies (a clone in a private
  // folder, as `mktemp -d` makes, is out of `nobody`'s reach).
  const entrypoint = path.join(dir, 'docker-entrypoint.sh');
  const template = path.join(dir, 'prospect.conf.template');
  await cp(path.join(repoRoot, 'deploy/docker-entrypoint.sh'), entrypoint);
  await cp(path.join(repoRoot, 'deploy/nginx/prospect.conf.template'), template);
  for (const file of [entrypoint, template]) chmodSync(file, 0o644);

  const imageMain = await readFile(path.join(repoRoot, 'deploy/nginx/nginx.conf'), 'utf8');
  const mainConf = path.join(dir, 'nginx.conf');
  await writeFile(
    mainConf,
    imageMain.replaceAll(' /tmp/', ` ${fakeTmp}/`).replaceAll('/etc/nginx/conf.d/', `${confD}/`),
  );

  const tilePort = await freePort();
  tileServer = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from(tilePng()));
  });
  await new Promise<void>((resolve) => tileServer.listen(tilePort, '127.0.0.1', resolve));

  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const command = [
    ...(runAsRoot ? ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups'] : []),
    'sh',
    entrypoint,
    // nginx's first message, before it has read the configuration: the image sends it to the output
    // through a link at Debian's path, which only root could make here.
    '-e',
    'stderr',
    '-c',
    mainConf,
  ];
  // The container's output is a pipe nginx opens again by name (/dev/stdout, for its access log); a
  // file of the user's own stands for it here (Node's pipes are sockets, which cannot be opened so).
  const accessLog = path.join(dir, 'access.log');
  await writeFile(accessLog, '');
  handOver(accessLog);
  const stdout = openSync(accessLog, 'a');
  nginx = spawn(command[0] ?? '', command.slice(1), {
    cwd: dir,
    stdio: ['ignore', stdout, 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      PROSPECT_LISTEN_HOST: '127.0.0.1',
      PROSPECT_WEB_ROOT: webRoot,
      PROSPECT_NGINX_TEMPLATE: template,
      PROSPECT_NGINX_CONF: path.join(confD, 'prospect.conf'),
      PROSPECT_TILE_CACHE_DIR: path.join(cache, 'prospect-tiles'),
      TILE_UPSTREAM: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
      NGINX_BIN: nginxBin,
    },
  });
  closeSync(stdout);
  nginx.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${output}`);
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${output}`);
    try {
      await get(`${url}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const stopped = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await stopped;
  }
  await new Promise((resolve) => tileServer?.close(resolve));
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The real user id of a process, from /proc. */
function userOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^Uid:\s+(\d+)/m)?.[1]);
}

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/status`, 'utf8').match(/^PPid:\s+(\d+)/m)?.[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe("the image's nginx, started by an unprivileged user", () => {
  it('serves the app, its configuration and proxied tiles, with nothing written outside its folders', async () => {
    const index = await get(`${url}/dashboard`);
    expect(index.status).toBe(200);
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    const config = await get(`${url}/config.json`);
    expect(JSON.parse(config.body.toString())).toEqual({ tileUrl: '/tiles/{z}/{x}/{y}.png' });
    // Through the proxy and its cache on disk.
    const tile = await get(`${url}/tiles/3/2/1.png`);
    expect(tile.status).toBe(200);
    expect(tile.body.equals(Buffer.from(tilePng()))).toBe(true);
    expect(output).not.toMatch(/\[(emerg|alert|crit)\]/);
    expect(await readFile(path.join(dir, 'access.log'), 'utf8')).toContain(
      '"GET /tiles/3/2/1.png HTTP/1.1" 200',
    );
  });

  it('runs every nginx process as that user', () => {
    const master = Number(readFileSync(path.join(dir, 'tmp/nginx.pid'), 'utf8'));
    expect(master).toBe(nginx?.pid);
    expect(userOf(master)).toBe(uid);
    const workers = childrenOf(master);
    expect(workers.length).toBeGreaterThan(0);
    for (const worker of workers) expect(userOf(worker)).toBe(uid);
    expect(uid).not.toBe(0);
  });
});

describe('the Dockerfile', () => {
  it('starts nginx as a numeric non-root user, with the main configuration tested above', async () => {
    const dockerfile = await readFile(path.join(repoRoot, 'deploy/Dockerfile'), 'utf8');
    const appStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const users = [...appStage.matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
    expect(users.at(-1)).toMatch(/^[1-9]\d*$/);
    expect(appStage).toMatch(/^COPY deploy\/nginx\/nginx\.conf \/etc\/nginx\/nginx\.conf$/m);
  });
});
