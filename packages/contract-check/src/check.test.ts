import { endpoints } from '@prospect/contract';
import { db, scenarios } from '@prospect/mock-server';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { EXIT } from './cli';
import type { CheckRow } from './context';
import { runChecks } from './run';
import {
  BASE_URL,
  callerEmail,
  demoAccounts,
  mockAnswer,
  mockFetch,
  rowNamed,
  runCli,
  seed,
} from './test-support';

const { agent, admin, otherAgent } = demoAccounts.credentials;

/** Records the check left behind in the mock: none, whatever failed. */
const leftovers = () =>
  db.zone.findMany({}).filter((zone) => zone.name.startsWith('contract-check')).length +
  db.favorite.findMany({}).filter((favorite) => favorite.title.startsWith('contract-check')).length +
  db.event.findMany({}).filter((event) => event.title.startsWith('contract-check')).length +
  db.user.findMany({}).filter((user) => user.email.startsWith('contract-check')).length;

beforeEach(() => seed());

describe('the contract check against the mock backend', () => {
  it('passes every row, exits 0 and leaves nothing behind', async () => {
    const { status, rows, table } = await runCli();
    expect(rows.filter((row) => row.outcome !== 'pass')).toEqual([]);
    expect(rows.length).toBeGreaterThan(80);
    expect(status).toBe(EXIT.passed);
    expect(table).toMatch(/✓ all passed: \d+ of \d+ checks passed/);
    expect(leftovers()).toBe(0);
  });

  it('calls every endpoint of spec §7 but the Google sign-ins and the photo upload', async () => {
    const called = new Set<string>();
    const fetch = mockFetch();
    await runChecks({
      baseUrl: BASE_URL,
      accounts: demoAccounts,
      fetch: (input, init) => {
        const path = new URL(input).pathname.replace(/\/\d+\//g, '/{id}/');
        called.add(`${init.method} ${path}`);
        return fetch(input, init);
      },
    });
    const uncalled = Object.entries(endpoints)
      .filter(([, endpoint]) => !called.has(`${endpoint.method} ${endpoint.path}`))
      .map(([name]) => name);
    expect(uncalled.sort()).toEqual(['googleLogin', 'googleRegister', 'updateProfilePicture']);
  });
});

describe('a backend that breaks one rule', () => {
  it("shows another agency's agent the zone: the tenant row fails, and the zone is still deleted", async () => {
    const leak = http.get('*/api/accounts/zones/:id/', async ({ request }) => {
      if ((await callerEmail(request)) === otherAgent.email)
        return HttpResponse.json({ id: 1, name: 'fuite' });
    });
    const { status, rows, table } = await runCli([leak]);
    expect(status).toBe(EXIT.failed);
    const row = rowNamed(rows, 'other agency · zone detail');
    expect(row).toMatchObject({ outcome: 'fail', expected: '404' });
    expect(row.got).toMatch(/^200 \{"id":1,"name":"fuite"\}/);
    expect(rows.filter((other) => other.outcome === 'fail')).toHaveLength(1);
    expect(table).toMatch(/other agency · zone detail +GET \/api\/accounts\/zones\/\d+\/ +404 +200 .* ✗/);
    expect(table).toContain('Failures:\n  ✗ tenant rules: other agency · zone detail');
    expect(table).toMatch(/✗ 1 failed: \d+ of \d+ checks passed/);
    expect(leftovers()).toBe(0);
  });

  it('lets an agent read the users list: the role row fails', async () => {
    const open = http.get('*/api/accounts/admin/users/', async ({ request }) => {
      if ((await callerEmail(request)) === agent.email) return HttpResponse.json([]);
    });
    const { status, rows } = await runCli([open]);
    expect(status).toBe(EXIT.failed);
    expect(rowNamed(rows, 'agent · users list')).toMatchObject({
      outcome: 'fail',
      expected: '403',
      got: '200 []',
    });
    expect(rows.filter((row) => row.outcome === 'fail')).toHaveLength(1);
  });

  it('lets an admin hand out the ADMIN role: the role row fails, against spec §6', async () => {
    const promote = http.patch('*/api/accounts/admin/users/:id/', async ({ request }) => {
      const body = (await request.clone().json()) as { role?: string };
      if (body.role === 'ADMIN' && (await callerEmail(request)) === admin.email) {
        return HttpResponse.json({ id: 7, role: 'ADMIN' });
      }
    });
    const { status, rows } = await runCli([promote]);
    expect(status).toBe(EXIT.failed);
    expect(rowNamed(rows, 'admin · gives the ADMIN role (SUPER_ADMIN only)')).toMatchObject({
      outcome: 'fail',
      expected: '403',
    });
    expect(leftovers()).toBe(0);
  });

  it('signs in without a refresh token: every sign-in row fails and the rest is not run', async () => {
    const noRefresh = http.post('*/api/token/', async ({ request }) => {
      const answer = await mockAnswer(request.clone());
      const { access } = (await answer.json()) as { access: string };
      return HttpResponse.json({ access });
    });
    const { status, rows } = await runCli([noRefresh]);
    expect(status).toBe(EXIT.failed);
    const row = rowNamed(rows, `signs in (${agent.email}, Nantes)`);
    expect(row).toMatchObject({ outcome: 'fail', expected: '200 · tokenPairReader' });
    expect(row.got).toMatch(/^200, refused: refresh: /);
    expect(rowNamed(rows, 'agent · stats')).toMatchObject({
      outcome: 'skip',
      got: 'not run: agent could not sign in',
    });
  });

  it('lists a zone with id -1: the zones list row fails and names the item', async () => {
    const badId = http.get('*/api/accounts/zones/', async ({ request }) => {
      const zones = (await (await mockAnswer(request.clone())).json()) as unknown[];
      return HttpResponse.json([...zones, { id: -1, name: 'Zone sans id' }]);
    });
    const { status, rows } = await runCli([badId]);
    expect(status).toBe(EXIT.failed);
    const row = rowNamed(rows, 'agent · zones list');
    expect(row).toMatchObject({ outcome: 'fail', expected: '200 · zoneReader[]' });
    expect(row.got).toMatch(/^200, refused: item \d+ \(id -1\): id: /);
  });

  it('loses the ticked street: the read-back row fails', async () => {
    const forgetful = http.patch('*/api/accounts/streets/:id/', () => HttpResponse.json({}, { status: 200 }));
    const { rows } = await runCli([forgetful]);
    expect(rowNamed(rows, 'agent · ticks a street').outcome).toBe('pass');
    expect(rowNamed(rows, 'agent · the ticked street reads done')).toMatchObject({
      outcome: 'fail',
      got: '200, street pending',
    });
  });

  it('fails in the middle of the writes (500 on the favourites list): the clean-up still runs', async () => {
    const broken = http.get('*/api/accounts/favorites/', () =>
      HttpResponse.json({ detail: 'Erreur' }, { status: 500 }),
    );
    const { status, rows } = await runCli([broken]);
    expect(status).toBe(EXIT.failed);
    expect(rowNamed(rows, 'agent · the favourite is listed')).toMatchObject({
      outcome: 'fail',
      got: '500 {"detail":"Erreur"}',
    });
    // Found again through the id its create answered, so removed all the same.
    expect(rowNamed(rows, "agent · deletes the check's zone").outcome).toBe('pass');
    expect(leftovers()).toBe(0);
  });

  it('hides a created favourite (no id answered, list broken): the table names it for a person to delete', async () => {
    const silent = http.post('*/api/accounts/favorites/create/', async ({ request }) => {
      await mockAnswer(request.clone());
      return new HttpResponse(null, { status: 204 });
    });
    const broken = http.get('*/api/accounts/favorites/', () =>
      HttpResponse.json({ detail: 'Erreur' }, { status: 500 }),
    );
    const { status, rows } = await runCli([silent, broken]);
    expect(status).toBe(EXIT.failed);
    expect(rowNamed(rows, 'removes what the check created')).toMatchObject({
      outcome: 'skip',
      got: expect.stringMatching(/^not run: the favourite "contract-check .+ favourite" was not found again/),
    });
    expect(leftovers()).toBe(1);
  });

  it('gives no invitation link: the teammate rows are not run, which is no failure', async () => {
    const noLink = http.post('*/api/accounts/admin/invitations/create/', async ({ request }) => {
      const answer = await mockAnswer(request.clone());
      const { invitation_url_for_testing: _link, ...rest } = (await answer.json()) as Record<string, unknown>;
      return HttpResponse.json(rest, { status: answer.status });
    });
    const { status, rows } = await runCli([noLink]);
    expect(status).toBe(EXIT.passed);
    expect(rowNamed(rows, 'agent · deletes a user')).toMatchObject({ outcome: 'skip' });
    expect(rowNamed(rows, 'agent · users list').outcome).toBe('pass');
  });
});

describe('the token blacklist, an optional extension', () => {
  const revokes = 'revokes the refresh token';
  const refused = 'the revoked refresh token is refused';

  it('present: reported so, and the revoked token is refused on refresh', async () => {
    const { rows } = await runCli();
    expect(rowNamed(rows, revokes)).toMatchObject({
      call: 'POST /api/token/blacklist/',
      got: '200 · present',
      outcome: 'pass',
    });
    expect(rowNamed(rows, refused)).toMatchObject({ call: 'POST /api/token/refresh/', outcome: 'pass' });
  });

  it.each([
    { status: 404, handlers: () => scenarios.withoutTokenBlacklist() },
    { status: 405, handlers: () => scenarios.failing('post', '/api/token/blacklist/', { status: 405 }) },
  ])(
    'absent ($status): reported as absent, never a failure, and nothing more asked',
    async ({ status, handlers }) => {
      const { status: exit, rows, table } = await runCli(handlers());
      expect(exit).toBe(EXIT.passed);
      expect(rowNamed(rows, revokes)).toMatchObject({
        got: `${status} · absent (optional)`,
        outcome: 'pass',
      });
      expect(rows.filter((row) => row.check === refused)).toEqual([]);
      expect(table).toMatch(
        /revokes the refresh token +POST \/api\/token\/blacklist\/ .* absent \(optional\) +✓/,
      );
    },
  );

  it('present but keeping the token alive: the refusal row fails', async () => {
    const forgetful = http.post('*/api/token/blacklist/', () => HttpResponse.json({}));
    const { status, rows } = await runCli([forgetful]);
    expect(status).toBe(EXIT.failed);
    expect(rowNamed(rows, revokes).outcome).toBe('pass');
    expect(rowNamed(rows, refused)).toMatchObject({ outcome: 'fail', expected: '401 (or 400)' });
    expect(rows.filter((row) => row.outcome === 'fail')).toHaveLength(1);
  });

  it('refusing a live token (neither present nor absent): the row fails', async () => {
    const refusing = http.post('*/api/token/blacklist/', () =>
      HttpResponse.json({ detail: 'Le jeton est invalide ou expiré' }, { status: 401 }),
    );
    const { status, rows } = await runCli([refusing]);
    expect(status).toBe(EXIT.failed);
    expect(rowNamed(rows, revokes)).toMatchObject({ outcome: 'fail', expected: '2xx, or 404/405 if absent' });
  });
});

describe('CORS for Idempotency-Key, an optional extension', () => {
  const APP = 'http://localhost:5173';
  const row = (rows: CheckRow[]) => rowNamed(rows, `a write's preflight from ${APP}`);
  /** A backend answering the street's preflight with these headers (CORS for `origin`). */
  const preflightAnswer = (headers: Record<string, string>, status = 200) =>
    http.options('*/api/accounts/streets/:id/', () => new HttpResponse(null, { status, headers }));
  const cors = (allowHeaders: string, more: Record<string, string> = {}) =>
    preflightAnswer({
      'Access-Control-Allow-Origin': APP,
      'Access-Control-Allow-Headers': allowHeaders,
      ...more,
    });

  it('asks as a browser about to tick a street would: its origin, PATCH, the headers, no token', async () => {
    const asked: Request[] = [];
    const recorder = http.options('*/api/accounts/streets/:id/', ({ request }) => {
      asked.push(request);
    });
    await runCli([recorder]);
    expect(asked).toHaveLength(1);
    const headers = Object.fromEntries(asked[0]?.headers ?? []);
    expect(headers).toMatchObject({
      origin: APP,
      'access-control-request-method': 'PATCH',
      'access-control-request-headers': 'authorization,content-type,idempotency-key,x-xsrf-token',
    });
    expect(headers.authorization).toBeUndefined();
  });

  it('allowed, whatever the case and spacing of the list: the row passes', async () => {
    const { rows } = await runCli([
      cors('accept,AUTHORIZATION , content-type,x-xsrf-token, Idempotency-Key'),
    ]);
    expect(row(rows)).toMatchObject({
      call: expect.stringMatching(/^OPTIONS \/api\/accounts\/streets\/\d+\/$/),
      got: '200 · allowed',
      outcome: 'pass',
    });
  });

  it('not allowed (django-cors-headers defaults and the spec header): a warning, exit 0, with a hint', async () => {
    const djangoDefaults = 'accept, authorization, content-type, user-agent, x-csrftoken, x-requested-with';
    const { status, rows, table } = await runCli([cors(`${djangoDefaults}, x-xsrf-token`)]);
    expect(status).toBe(EXIT.passed);
    expect(row(rows)).toMatchObject({
      got: '200 · Idempotency-Key not allowed by CORS',
      outcome: 'warn',
      hint: expect.stringContaining('CORS_ALLOW_HEADERS'),
    });
    expect(rows.filter((other) => other.outcome !== 'pass')).toHaveLength(1);
    expect(table).toMatch(/a write's preflight from http:\/\/localhost:5173 +OPTIONS .* ⚠/);
    expect(table).toContain(
      "Warnings:\n  ⚠ CORS for Idempotency-Key (optional extension): a write's preflight from http://localhost:5173",
    );
    expect(table).toMatch(/hint +Backend team: add "idempotency-key" to CORS_ALLOW_HEADERS/);
    expect(table).not.toContain('Failures:');
    expect(table).toMatch(/⚠ 1 warning, no failure: \d+ of \d+ checks passed/);
  });

  it.each([
    { allowsCredentials: false, outcome: 'pass' },
    { allowsCredentials: true, outcome: 'warn' },
  ])(
    'a wildcard allows it only where the server allows no credentials (credentials: $allowsCredentials)',
    async ({ allowsCredentials, outcome }) => {
      const credentials: Record<string, string> = allowsCredentials
        ? { 'Access-Control-Allow-Credentials': 'true' }
        : {};
      const { rows } = await runCli([cors('*', credentials)]);
      expect(row(rows).outcome).toBe(outcome);
    },
  );

  it('no CORS answered at all (an API behind the same origin): not applicable, which passes', async () => {
    const { rows } = await runCli();
    expect(row(rows)).toMatchObject({ got: '404 · no CORS: not applicable', outcome: 'pass' });
  });

  it('CORS for another origin only: not applicable to this one, which passes', async () => {
    const elsewhere = preflightAnswer({
      'Access-Control-Allow-Origin': 'https://app.agence.example',
      'Access-Control-Allow-Headers': 'authorization, content-type',
    });
    const { rows } = await runCli([elsewhere]);
    expect(row(rows)).toMatchObject({ got: '200 · no CORS: not applicable', outcome: 'pass' });
  });

  it('--app-origin names the origin asked for (given with a path, the origin alone is sent)', async () => {
    const app = 'https://app.agence.example';
    const answer = preflightAnswer({
      'Access-Control-Allow-Origin': app,
      'Access-Control-Allow-Headers': 'accept',
    });
    const { status, rows } = await runCli([answer], ['--app-origin', `${app}/dashboard`]);
    expect(status).toBe(EXIT.passed);
    expect(rowNamed(rows, `a write's preflight from ${app}`).outcome).toBe('warn');
  });

  it('a preflight refused with CORS headers (no write could leave a browser): the row fails', async () => {
    const refused = preflightAnswer({ 'Access-Control-Allow-Origin': APP }, 401);
    const { status, rows, table } = await runCli([refused]);
    expect(status).toBe(EXIT.failed);
    expect(row(rows)).toMatchObject({ got: '401: the preflight itself is refused', outcome: 'fail' });
    expect(table).toMatch(/✗ 1 failed: /);
  });
});
