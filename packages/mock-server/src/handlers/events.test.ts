import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed';
import { call, demoIds, tokenOf, useMockServer } from '../test-support';

useMockServer();

const monthQuery = (day: Date) => {
  const start = new Date(day.getFullYear(), day.getMonth(), 1);
  const end = new Date(day.getFullYear(), day.getMonth() + 1, 0, 23, 59, 59, 999);
  return `start_date=${encodeURIComponent(start.toISOString())}&end_date=${encodeURIComponent(end.toISOString())}`;
};

describe('calendar events', () => {
  it("GET answers the caller's events of the range, by date", async () => {
    const token = tokenOf(demoAccounts.agent);
    const now = new Date();
    const { body } = await call('GET', `/api/accounts/events/?${monthQuery(now)}`, { token });
    expect(body).toHaveLength(6);
    const dates = body.map((event: { date: string }) => event.date);
    expect(dates).toEqual([...dates].sort());
    expect(body[1]).toMatchObject({
      title: 'Estimation chez M. Durand',
      type: 'rdv',
      location: expect.any(String),
    });
    const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 15);
    expect((await call('GET', `/api/accounts/events/?${monthQuery(nextMonth)}`, { token })).body).toEqual([]);
    expect((await call('GET', '/api/accounts/events/', { token })).body).toHaveLength(6);
  });

  it('refuses a date that is not ISO 8601', async () => {
    const { status, body } = await call('GET', '/api/accounts/events/?start_date=demain', {
      token: tokenOf(demoAccounts.agent),
    });
    expect(status).toBe(400);
    expect(Object.keys(body)).toEqual(['start_date']);
  });

  it('creates (type defaults to prospection), replaces and deletes', async () => {
    const token = tokenOf(demoAccounts.agent);
    const created = await call('POST', '/api/accounts/events/create/', {
      token,
      body: { title: 'Tournée', date: '2026-11-24T09:00:00.000Z' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        title: 'Tournée',
        type: 'prospection',
        description: '',
        location: '',
        date: '2026-11-24T09:00:00.000Z',
      },
    });
    const replaced = await call('PUT', `/api/accounts/events/${created.body.id}/`, {
      token,
      body: { title: 'RDV', description: 'Signature', type: 'rdv', date: '2026-11-25', location: 'Agence' },
    });
    expect(replaced.body).toMatchObject({
      title: 'RDV',
      type: 'rdv',
      date: '2026-11-25T00:00:00.000Z',
      location: 'Agence',
    });
    expect((await call('DELETE', `/api/accounts/events/${created.body.id}/`, { token })).status).toBe(204);
    expect(
      (await call('PUT', `/api/accounts/events/${created.body.id}/`, { token, body: replaced.body })).status,
    ).toBe(404);
  });

  it("requires a title and a date, and never shows a teammate's event", async () => {
    const token = tokenOf(demoAccounts.agent);
    expect(
      (await call('POST', '/api/accounts/events/create/', { token, body: { type: 'rdv' } })).body,
    ).toEqual({
      title: ['Ce champ est obligatoire.'],
      date: ['Ce champ est obligatoire.'],
    });
    expect(
      (await call('DELETE', `/api/accounts/events/${demoIds().events.teammate}/`, { token })).status,
    ).toBe(404);
  });
});
