import { demoAccounts, fixtures } from '@prospect/mock-server';
import { describe, expect, it } from 'vitest';
import { addedRecord } from '../test-records';
import { clientFor, useMockBackend } from '../test-support';
import { createEvent } from './create-event';
import { deleteEvent } from './delete-event';
import { eventsKey, getEvents, monthBounds } from './get-events';
import { updateEvent } from './update-event';

useMockBackend();

const agent = () => clientFor(demoAccounts.agent);

describe('monthBounds', () => {
  it('first day 00:00 to last day 23:59:59.999, local time', () => {
    const { start_date, end_date } = monthBounds(new Date(2026, 1, 17, 15, 30));
    expect(new Date(start_date)).toEqual(new Date(2026, 1, 1, 0, 0, 0, 0));
    expect(new Date(end_date)).toEqual(new Date(2026, 1, 28, 23, 59, 59, 999));
  });

  it('handles a leap February and December', () => {
    expect(new Date(monthBounds(new Date(2028, 1, 1)).end_date)).toEqual(
      new Date(2028, 1, 29, 23, 59, 59, 999),
    );
    expect(new Date(monthBounds(new Date(2026, 11, 31)).end_date)).toEqual(
      new Date(2026, 11, 31, 23, 59, 59, 999),
    );
  });

  it('one cache key per month, whatever the day', () => {
    expect(eventsKey(new Date(2026, 10, 1))).toBe(eventsKey(new Date(2026, 10, 30, 22)));
    expect(eventsKey(new Date(2026, 10, 1))).not.toBe(eventsKey(new Date(2026, 11, 1)));
  });
});

describe('events', () => {
  it("getEvents answers the displayed month's events", async () => {
    const month = new Date();
    const events = await getEvents(agent(), month);
    expect(events.length).toBeGreaterThan(0);
    expect(events).toEqual(fixtures.events(month));
  });

  it('an event outside the month is not in it', async () => {
    const month = new Date();
    const nextMonth = new Date(month.getFullYear(), month.getMonth() + 1, 1, 0, 0, 0, 0);
    const before = { month: await getEvents(agent(), month), nextMonth: await getEvents(agent(), nextMonth) };
    await expect(
      createEvent(agent(), {
        title: 'Rendez-vous notaire',
        description: '',
        type: 'rdv',
        date: nextMonth.toISOString(),
        location: 'Nantes',
      }),
    ).resolves.toEqual(expect.any(Number));
    const created = addedRecord(before.nextMonth, await getEvents(agent(), nextMonth));
    expect(created).toMatchObject({ title: 'Rendez-vous notaire', location: 'Nantes' });
    expect(await getEvents(agent(), month)).toEqual(before.month);
  });

  it('create, update (same payload) and delete', async () => {
    const input = {
      title: 'Prospection Pornic',
      description: 'Quai et vieille ville.',
      type: 'prospection' as const,
      date: new Date().toISOString(),
      location: 'Pornic',
    };
    const before = await getEvents(agent(), new Date());
    await createEvent(agent(), input);
    const created = addedRecord(before, await getEvents(agent(), new Date()));
    expect(created).toMatchObject({ ...input, date: expect.any(String) });
    await expect(
      updateEvent(agent(), { id: created.id, ...input, type: 'navigation' }),
    ).resolves.toBeUndefined();
    const updated = (await getEvents(agent(), new Date())).find(({ id }) => id === created.id);
    expect(updated).toEqual({ ...created, type: 'navigation' });
    await deleteEvent(agent(), created.id);
    expect((await getEvents(agent(), new Date())).map(({ id }) => id)).not.toContain(created.id);
  });
});
