import { configure, db, scenarios } from '@prospect/mock-server';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { EXIT } from '../cli';
import type { CheckRow } from '../context';
import { callerEmail, demoAccounts, mockAnswer, rowNamed, runCli, seed } from '../test-support';

const { otherAgent } = demoAccounts.credentials;

beforeEach(() => seed());

describe('the doors, an optional extension « portes »', () => {
  const asks = "agent · asks for the street's doors";
  const doorRows = (rows: CheckRow[]) => rows.filter((row) => row.group.startsWith('doors'));

  it('present: a door added once though sent twice, its outcome read back, hidden from the other agency', async () => {
    const { status, rows } = await runCli();
    expect(status).toBe(EXIT.passed);
    expect(rowNamed(rows, asks)).toMatchObject({
      call: expect.stringMatching(/^GET \/api\/accounts\/streets\/\d+\/doors\/$/),
      got: '200 · present',
      outcome: 'pass',
    });
    expect(doorRows(rows).map((row) => [row.check, row.outcome])).toEqual([
      [asks, 'pass'],
      ["agent · the street's doors", 'pass'],
      ['agent · adds a door with an Idempotency-Key', 'pass'],
      ['agent · sends the door again with the same key (its answer was lost)', 'pass'],
      ['agent · the door is listed once', 'pass'],
      ["agent · sets the door's outcome", 'pass'],
      ['agent · the outcome reads back', 'pass'],
      ["other agency · the street's doors", 'pass'],
      ['other agency · adds a door to the street', 'pass'],
      ["other agency · sets the door's outcome", 'pass'],
    ]);
    // The door went with the check's zone.
    expect(db.door.count()).toBe(0);
  });

  it.each([
    { status: 404, handlers: () => scenarios.withoutDoors() },
    {
      status: 405,
      handlers: () => scenarios.failing('get', '/api/accounts/streets/:id/doors/', { status: 405 }),
    },
  ])(
    'absent ($status): one row saying so, never a failure, nothing more asked',
    async ({ status, handlers }) => {
      const { status: exit, rows, table } = await runCli(handlers());
      expect(exit).toBe(EXIT.passed);
      expect(doorRows(rows)).toEqual([
        expect.objectContaining({ check: asks, got: `${status} · absent (optional)`, outcome: 'pass' }),
      ]);
      expect(table).toMatch(
        /asks for the street's doors +GET \/api\/accounts\/streets\/\d+\/doors\/ .* absent \(optional\) +✓/,
      );
    },
  );

  it('without it over the whole process (configure({ doors: false })), the same', async () => {
    configure({ doors: false });
    try {
      const { status, rows } = await runCli();
      expect(status).toBe(EXIT.passed);
      expect(doorRows(rows)).toHaveLength(1);
      expect(rowNamed(rows, asks).got).toBe('404 · absent (optional)');
    } finally {
      configure({ doors: true });
    }
  });

  it('present but ignoring Idempotency-Key: the door sent again is refused as taken, and the row fails', async () => {
    const keyless = http.post('*/api/accounts/streets/:id/doors/', async ({ request }) => {
      const headers = new Headers(request.headers);
      headers.delete('Idempotency-Key');
      return mockAnswer(new Request(request.url, { method: 'POST', headers, body: await request.text() }));
    });
    const { status, rows } = await runCli([keyless]);
    expect(status).toBe(EXIT.failed);
    expect(rowNamed(rows, 'agent · adds a door with an Idempotency-Key').outcome).toBe('pass');
    expect(
      rowNamed(rows, 'agent · sends the door again with the same key (its answer was lost)'),
    ).toMatchObject({
      outcome: 'fail',
      got: expect.stringMatching(/^400 \{"number":/),
    });
    expect(rows.filter((row) => row.outcome === 'fail')).toHaveLength(1);
    expect(db.door.count()).toBe(0);
  });

  it('present but answering a replay with another door: the row names it', async () => {
    let sent = 0;
    const duplicating = http.post('*/api/accounts/streets/:id/doors/', async ({ request }) => {
      const answer = (await (await mockAnswer(request.clone())).json()) as { id: number };
      sent += 1;
      return HttpResponse.json({ ...answer, id: answer.id + 2 * sent }, { status: 201 });
    });
    const { rows } = await runCli([duplicating]);
    expect(
      rowNamed(rows, 'agent · sends the door again with the same key (its answer was lost)'),
    ).toMatchObject({
      outcome: 'fail',
      got: expect.stringMatching(/^201, another door \(id \d+\)$/),
    });
  });

  it("lets another agency's agent read the street's doors: the tenant row fails", async () => {
    const leak = http.get('*/api/accounts/streets/:id/doors/', async ({ request }) => {
      if ((await callerEmail(request)) === otherAgent.email) return HttpResponse.json([]);
    });
    const { status, rows } = await runCli([leak]);
    expect(status).toBe(EXIT.failed);
    expect(rowNamed(rows, "other agency · the street's doors")).toMatchObject({
      outcome: 'fail',
      expected: '404',
      got: '200 []',
    });
    expect(rows.filter((row) => row.outcome === 'fail')).toHaveLength(1);
  });

  it('forgets the outcome set: the read-back row fails', async () => {
    // Answers as if the outcome were set, changing nothing.
    const forgetful = http.patch('*/api/accounts/doors/:id/', async ({ request }) => {
      const unchanged = new Request(request.url, { method: 'PATCH', headers: request.headers, body: '{}' });
      const door = (await (await mockAnswer(unchanged)).json()) as Record<string, unknown>;
      return HttpResponse.json({ ...door, outcome: 'interested', visited_at: '2026-11-22T09:30:00Z' });
    });
    const { rows } = await runCli([forgetful]);
    expect(rowNamed(rows, "agent · sets the door's outcome").outcome).toBe('pass');
    expect(rowNamed(rows, 'agent · the outcome reads back')).toMatchObject({
      outcome: 'fail',
      got: '200, outcome not_visited',
    });
  });
});
