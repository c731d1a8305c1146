import type { IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, DJANGO_SPEC_HEADERS, preflightHeaders } from './cors';
import { type MockHttpServer, startMockHttpServer } from './server';

const APP = 'http://localhost:5173';

/** What `preflightHeaders` reads of a request: its method and headers (Node gives them lower case). */
const preflightFrom = (origin: string) =>
  ({
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'PATCH' },
  }) as IncomingMessage;

const listed = (value: string | null | undefined) => value?.split(',').map((name) => name.trim());

describe('preflightHeaders', () => {
  it('allows every header the client sends by default, and exactly the configured ones otherwise', () => {
    const byDefault = preflightHeaders(preflightFrom(APP), [APP]);
    expect(listed(byDefault['Access-Control-Allow-Headers'])).toEqual([...CLIENT_HEADERS]);
    expect(listed(byDefault['Access-Control-Allow-Headers'])).toContain('Idempotency-Key');

    const specOnly = preflightHeaders(preflightFrom(APP), [APP], DJANGO_SPEC_HEADERS);
    expect(listed(specOnly['Access-Control-Allow-Headers'])).toEqual([...DJANGO_SPEC_HEADERS]);
    expect(specOnly['Access-Control-Allow-Origin']).toBe(APP);
  });

  it('grants another origin nothing, whatever headers are configured', () => {
    expect(preflightHeaders(preflightFrom('https://evil.example'), [APP], DJANGO_SPEC_HEADERS)).toEqual({
      Vary: 'Origin',
    });
  });
});

describe('a server started with allowedHeaders', () => {
  const servers: MockHttpServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  const preflight = async (allowedHeaders?: readonly string[]) => {
    const server = await startMockHttpServer({ port: 0, origins: [APP], allowedHeaders });
    servers.push(server);
    return fetch(`${server.url}/api/accounts/streets/1/`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key,x-xsrf-token',
      },
    });
  };

  it('lists exactly those headers in a preflight answer, without Idempotency-Key for the spec list', async () => {
    const response = await preflight(DJANGO_SPEC_HEADERS);
    expect(response.status).toBe(204);
    const allowed = listed(response.headers.get('access-control-allow-headers'));
    expect(allowed).toEqual([...DJANGO_SPEC_HEADERS]);
    expect(allowed?.map((name) => name.toLowerCase())).not.toContain('idempotency-key');
  });

  it('lists every header the client sends when none are given', async () => {
    const response = await preflight();
    expect(listed(response.headers.get('access-control-allow-headers'))).toEqual([...CLIENT_HEADERS]);
  });
});
