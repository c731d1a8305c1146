import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, type ServedApp, startServedApp } from '../serve/served-app.ts';
import { get } from './http-get';

// An nginx without the brotli module (the official nginx image): the entrypoint must notice and serve gzip, not fail
// on a directive nginx does not know.
let app: ServedApp;
let webRoot: string;

beforeAll(async () => {
  // Its own copy: the entrypoint writes config.json into the web root the other files share.
  webRoot = await mkdtemp(path.join(tmpdir(), 'prospect-without-brotli-'));
  await cp(inject('servedWebRoot'), webRoot, { recursive: true });
  app = await startServedApp({
    webRoot,
    port: await freePort(),
    apiPort: await freePort(),
    enabledModules: false,
  });
});

afterAll(async () => {
  await app?.stop();
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

describe('an nginx without the brotli module', () => {
  it('starts, says so once, and answers gzip to a browser that accepts brotli', async () => {
    expect(app.output()).toBe(
      'prospect: this nginx has no brotli module; compressed files are served as gzip only\n',
    );
    const html = await readFile(path.join(webRoot, 'index.html'), 'utf8');
    const index = await get(`${app.url}/dashboard`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(index.status).toBe(200);
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(index.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(index.body).toString()).toBe(html);
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
