import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tilePng } from '../png';
import { demoAccounts } from '../seed';
import { type MockHttpServer, startMockHttpServer } from './server';
import { login, send } from './testing';

const APP = 'http://localhost:5173';
let server: MockHttpServer;
let token: string;

beforeAll(async () => {
  server = await startMockHttpServer({ port: 0, origins: [APP] });
  token = await login(server.url);
});
afterAll(() => server.close());

describe('the handlers over real HTTP', () => {
  it('listens on a free port and signs in a demo account', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:0$/);
    expect(token).toMatch(/^access\./);
  });

  it('answers an authenticated GET with the caller’s data, and 401 without a token', async () => {
    const profile = await send(`${server.url}/api/accounts/profile/`, { token });
    expect(profile.status).toBe(200);
    expect(profile.body.user.email).toBe(demoAccounts.agent);

    const anonymous = await send(`${server.url}/api/accounts/profile/`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: "Informations d'authentification non fournies." });
  });

  it('passes request bodies through: a created zone is listed afterwards', async () => {
    const created = await send(`${server.url}/api/accounts/zones/create/`, {
      method: 'POST',
      token,
      json: { name: 'Zone créée par HTTP' },
    });
    expect(created.status).toBe(201);
    const zones = await send(`${server.url}/api/accounts/zones/`, { token });
    expect(zones.body.map((zone: { name: string }) => zone.name)).toContain('Zone créée par HTTP');
  });

  it('serves map tiles as the exact PNG bytes', async () => {
    const response = await fetch(`${server.url}/tiles/12/2017/1444.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(tilePng());
  });

  it('sends JSON with its length in bytes, accents included', async () => {
    const response = await fetch(`${server.url}/api/accounts/zones/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(new TextDecoder().decode(bytes)).toContain('La Baule-Escoublac – Centre');
  });

  it('answers 404 { detail } to what no handler matches', async () => {
    const missing = await send(`${server.url}/api/nothing-here/`, { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Introuvable.' });
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await fetch(`${server.url}/tiles/1/1/1.png`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(tilePng().length));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/api/accounts/zones/create/`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, x-xsrf-token',
      },
    });

  it('grants an allowed origin the methods and headers the client sends', async () => {
    const response = await preflight(APP);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(response.headers.get('vary')).toBe('Origin');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'x-xsrf-token', 'idempotency-key']),
    );
  });

  it('gives no CORS header to another origin, on the preflight and on the answer', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
    expect(response.headers.get('vary')).toBe('Origin');

    const answer = await send(`${server.url}/api/accounts/profile/`, {
      token,
      headers: { Origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('echoes an allowed origin on the actual answer', async () => {
    const answer = await send(`${server.url}/api/accounts/profile/`, { token, headers: { Origin: APP } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
  });
});

describe('a burst of concurrent requests', () => {
  it('answers every one, and parallel writes all land with distinct ids', async () => {
    const names = Array.from({ length: 20 }, (_, index) => `Rafale ${index}`);
    const writes = names.map((name) =>
      send(`${server.url}/api/accounts/zones/create/`, { method: 'POST', token, json: { name } }),
    );
    const reads = Array.from({ length: 40 }, (_, index) =>
      send(`${server.url}${index % 2 ? '/api/accounts/profile/' : '/api/accounts/zones/'}`, { token }),
    );
    const tiles = Array.from({ length: 10 }, (_, index) => fetch(`${server.url}/tiles/3/${index}/1.png`));
    const [created, answered, images] = await Promise.all([
      Promise.all(writes),
      Promise.all(reads),
      Promise.all(tiles),
    ]);
    expect(created.map((answer) => answer.status)).toEqual(names.map(() => 201));
    expect(new Set(created.map((answer) => answer.body.id)).size).toBe(names.length);
    expect(answered.every((answer) => answer.status === 200)).toBe(true);
    expect(images.every((response) => response.status === 200)).toBe(true);
    await Promise.all(images.map((response) => response.arrayBuffer()));

    const zones = await send(`${server.url}/api/accounts/zones/`, { token });
    expect(zones.body.map((zone: { name: string }) => zone.name)).toEqual(expect.arrayContaining(names));
  });
});
