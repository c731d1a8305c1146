import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed';
import { call, demoIds, tokenOf, useMockServer } from '../test-support';

useMockServer();

describe('GET /api/progress/stats/', () => {
  it("counts the agent's own zones, streets and house notes of this year", async () => {
    const token = tokenOf(demoAccounts.agent);
    const { body } = await call('GET', '/api/progress/stats/', { token });
    const zones = (await call('GET', '/api/user/zones', { token })).body as { id: number }[];
    let done = 0;
    let total = 0;
    for (const zone of zones) {
      const sectors = (await call('GET', `/api/accounts/zones/${zone.id}/sectors/`, { token })).body as {
        streets: { status: string }[];
      }[];
      const streets = sectors.flatMap((sector) => sector.streets);
      total += streets.length;
      done += streets.filter((street) => street.status === 'done').length;
    }
    // 4 interested and 3 thinking this year; last year's note does not count.
    expect(body).toEqual({
      doneRues: done,
      totalRues: total,
      doneZones: 1,
      totalZones: 4,
      contacts: 4,
      estimations: 3,
    });
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(total);
  });

  it('covers the whole agency for an admin', async () => {
    const { body } = await call('GET', '/api/progress/stats/', { token: tokenOf(demoAccounts.admin) });
    expect(body).toMatchObject({ totalZones: 6, contacts: 5, estimations: 4 });
  });

  it('follows house notes and finished streets', async () => {
    const token = tokenOf(demoAccounts.agent);
    const before = (await call('GET', '/api/progress/stats/', { token })).body;
    await call('POST', '/api/house-notes/', { token, body: { label: 'interested', others: '' } });
    await call('POST', '/api/house-notes/', { token, body: { label: 'thinking', others: '' } });
    const street = (
      await call('GET', `/api/accounts/sectors/${demoIds().sectors.camille}/`, { token })
    ).body.streets.find((candidate: { status: string }) => candidate.status === 'pending');
    await call('PATCH', `/api/accounts/streets/${street.id}/`, { token, body: { status: 'done' } });
    const after = (await call('GET', '/api/progress/stats/', { token })).body;
    expect(after).toEqual({
      ...before,
      contacts: before.contacts + 1,
      estimations: before.estimations + 1,
      doneRues: before.doneRues + 1,
    });
  });
});
