import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { get, type RawAnswer } from './http-get';

const appUrl = inject('servedUrl');
const apiUrl = inject('servedApiUrl');
const webRoot = inject('servedWebRoot');

/** Every route of the spec's table (§2, apps/prospect/src/routes/router.tsx), and one it does not know. */
const clientRoutes = [
  '/',
  '/auth',
  '/login',
  '/register?token=demo-invitation-valide',
  '/privacy-policy',
  '/dashboard',
  '/zones',
  '/zones/3',
  '/ZoneDetail',
  '/zones/3/ilots',
  '/zones/3/random-ilot',
  '/zones/3/sectors',
  '/sectors/3',
  '/favoris',
  '/calendrier',
  '/contacts',
  '/une-page-inconnue',
];

const tileOrigin = new URL(apiUrl).origin;
const expectedPolicy = [
  "default-src 'self'",
  "script-src 'self' https://accounts.google.com/gsi/client",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  `img-src 'self' data: blob: ${tileOrigin}`,
  `connect-src 'self' ${tileOrigin} https://accounts.google.com/gsi/`,
  'frame-src https://accounts.google.com/gsi/',
  "worker-src 'self'",
  "manifest-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function expectSecurityHeaders(answer: RawAnswer): void {
  expect(answer.headers).toMatchObject({
    'content-security-policy': expectedPolicy,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'geolocation=(self), camera=(), microphone=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  });
  const policy = String(answer.headers['content-security-policy']);
  expect(policy).not.toContain('unsafe-eval');
  expect(policy.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
  expect(String(answer.headers.server)).toBe('nginx');
}

/** The largest script index.html names (the entry itself may be a few bytes importing the shell's code). */
async function hashedScript(): Promise<string> {
  const html = await readFile(path.join(webRoot, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[\w.-]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  if (scripts.length === 0) throw new Error('no script in index.html');
  const sizes = await Promise.all(scripts.map(async (src) => (await stat(path.join(webRoot, src))).size));
  return scripts[sizes.indexOf(Math.max(...sizes))] ?? '';
}

describe('the app served by nginx', () => {
  it.each(clientRoutes)('answers %s with index.html and every security header', async (route) => {
    const answer = await get(`${appUrl}${route}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toContain('<div id="root">');
    expectSecurityHeaders(answer);
  });

  it('serves the index compressed at build time to a browser that accepts gzip', async () => {
    const answer = await get(`${appUrl}/dashboard`, { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(await readFile(path.join(webRoot, 'index.html'), 'utf8'));
    console.info(`GET /\n${(await get(`${appUrl}/`)).headerLines.join('\n')}`);
  });

  it('serves a hashed asset gzipped from its .gz, cached for a year as immutable', async () => {
    const script = await hashedScript();
    const answer = await get(`${appUrl}${script}`, { 'Accept-Encoding': 'gzip' });
    console.info(`GET ${script} (Accept-Encoding: gzip)\n${answer.headerLines.join('\n')}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    const original = await readFile(path.join(webRoot, script));
    expect(gunzipSync(answer.body).equals(original)).toBe(true);
    expectSecurityHeaders(answer);

    const plain = await get(`${appUrl}${script}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it('serves brotli from the .br to a browser that accepts it, smaller than gzip', async () => {
    const script = await hashedScript();
    const chromiumAccepts = 'gzip, deflate, br, zstd';
    const answer = await get(`${appUrl}${script}`, { 'Accept-Encoding': chromiumAccepts });
    console.info(`GET ${script} (Accept-Encoding: ${chromiumAccepts})\n${answer.headerLines.join('\n')}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(answer);
    const original = await readFile(path.join(webRoot, script));
    expect(brotliDecompressSync(answer.body).equals(original)).toBe(true);
    const gzipped = await get(`${appUrl}${script}`, { 'Accept-Encoding': 'gzip' });
    expect(answer.body.length).toBeLessThan(gzipped.body.length);

    const index = await get(`${appUrl}/sectors/3`, { 'Accept-Encoding': chromiumAccepts });
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(index.body).toString()).toBe(
      await readFile(path.join(webRoot, 'index.html'), 'utf8'),
    );
  });

  it('answers a missing hashed asset 404, never the index under a script name', async () => {
    const answer = await get(`${appUrl}/assets/index-disparu.js`);
    expect(answer.status).toBe(404);
    expectSecurityHeaders(answer);
  });

  it.each([
    ['/sw.js', 'application/javascript'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/config.json', 'application/json'],
  ])('has %s revalidated on every visit (no-cache)', async (file, type) => {
    const answer = await get(`${appUrl}${file}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(String(answer.headers['content-type']).split(';')[0]).toBe(type);
    expectSecurityHeaders(answer);
  });

  it('writes the runtime configuration from the environment at start', async () => {
    const answer = await get(`${appUrl}/config.json`);
    expect(JSON.parse(answer.body.toString())).toEqual({ tileUrl: `${apiUrl}/tiles/{z}/{x}/{y}.png` });
  });

  it('never serves a source map, though the build wrote them', async () => {
    const maps = (await readdir(path.join(webRoot, 'assets'))).filter((name) => name.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps.slice(0, 5)) {
      const answer = await get(`${appUrl}/assets/${map}`);
      expect(answer.status).toBe(404);
      expectSecurityHeaders(answer);
    }
    expect((await get(`${appUrl}/.vite/manifest.json`)).status).toBe(404);
  });

  it('proxies /api/ to the backend on the same origin', async () => {
    const signIn = await fetch(`${appUrl}/api/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'agent@prospect.demo', password: 'prospect2026' }),
    });
    expect(signIn.status).toBe(200);
    const { access } = (await signIn.json()) as { access: string };
    const profile = await get(`${appUrl}/api/accounts/profile/`, { Authorization: `Bearer ${access}` });
    expect(profile.status).toBe(200);
    expect(profile.headers['content-type']).toMatch(/^application\/json/);
    expect(profile.body.toString()).toContain('"agent@prospect.demo"');
    // API answers keep the backend's caching; the page's headers are there once.
    expect(profile.headers['cache-control']).not.toBe('no-cache');
    expectSecurityHeaders(profile);
  });
});
