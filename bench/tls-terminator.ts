// A TLS terminator in front of the served app, as deploy/README.md has an agency run it in production:
// HTTPS with HTTP/2 towards the browser (what a phone gets from the agency's load balancer), plain
// HTTP to the app's nginx behind it. Without it, Lighthouse sees the app over HTTP/1.1, where a browser
// opens at most 6 connections to a host and the first load's ~20 to 45 files queue behind them.
// nginx (Debian's, as for the served app) with a certificate for 127.0.0.1 that openssl makes for the
// run; the bench's browsers are told to accept it (--ignore-certificate-errors).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNginx, freePort, mainConfig, mimeTypesOf } from '../deploy/serve/served-app.ts';

/** What the bench's browsers add to reach the terminator: its certificate is its own. */
export const ACCEPT_BENCH_CERTIFICATE = '--ignore-certificate-errors';

export interface TlsTerminator {
  /** https://127.0.0.1:port */
  url: string;
  stop(): Promise<void>;
}

/** The terminator's server block; deploy/serve's main configuration goes around it. */
function serverBlock(dir: string, port: number, upstream: string): string {
  return [
    'server {',
    // The `http2` parameter of `listen` is what nginx before 1.25 (Debian 12's 1.22) understands.
    `  listen 127.0.0.1:${port} ssl http2;`,
    `  ssl_certificate ${path.join(dir, 'cert.pem')};`,
    `  ssl_certificate_key ${path.join(dir, 'key.pem')};`,
    '  location / {',
    `    proxy_pass ${upstream};`,
    '    proxy_http_version 1.1;',
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-Proto https;',
    '    proxy_set_header X-Forwarded-For $remote_addr;',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Starts nginx terminating TLS on a free port and proxying to `upstream` (the served app's URL). */
export async function startTlsTerminator(upstream: string): Promise<TlsTerminator> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  const dir = await mkdtemp(path.join(tmpdir(), 'prospect-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const block = path.join(dir, 'terminator.conf');
  await writeFile(block, serverBlock(dir, port, upstream));
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, mainConfig(dir, block, mimeTypesOf(nginx)));
  const child: ChildProcess = spawn(nginx, ['-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `https://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the TLS terminator's nginx exited with ${child.exitCode} (see ${conf})`);
    }
    try {
      // Node's fetch would refuse the certificate; a TCP answer on the port is enough to go on.
      execFileSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-brief'], {
        input: '',
        stdio: ['pipe', 'ignore', 'ignore'],
        timeout: 2_000,
      });
      return { url, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`the TLS terminator did not answer on ${url}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
