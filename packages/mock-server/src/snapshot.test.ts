import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { seed } from './seed';
import { restoreSnapshot, takeSnapshot } from './snapshot';

beforeEach(() => seed());

describe('snapshots (the demo keeps its data across reloads)', () => {
  it('restores every table as it was, and new ids follow the restored ones', () => {
    const saved = JSON.parse(JSON.stringify(takeSnapshot()));
    const zones = db.zone.count();
    db.zone.deleteMany({ where: {} });
    expect(restoreSnapshot(saved)).toBe(true);
    expect(takeSnapshot()).toEqual(saved);
    const created = db.zone.create({
      name: 'Après',
      ownerId: 1,
      tenantId: 1,
      createdAt: new Date().toISOString(),
    });
    expect(created.id).toBe(zones + 1);
  });

  it('ignores something that is not a snapshot of this version, keeping the data', () => {
    const before = takeSnapshot();
    expect(restoreSnapshot({ version: 0, tables: {} })).toBe(false);
    expect(restoreSnapshot('nope')).toBe(false);
    expect(restoreSnapshot({ version: 1, tables: { zone: [{ id: 'x', ownerId: [] }] } })).toBe(false);
    expect(takeSnapshot()).toEqual(before);
  });
});
