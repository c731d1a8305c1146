import { describe, expect, it } from 'vitest';
import { panelState } from './use-offline-preparation';

const prepared = {
  phase: 'done' as const,
  preparedAt: Date.parse('2026-11-20T10:00:00Z'),
  bytes: 2_000_000,
  withTiles: true,
  sectorIds: [4, 5, 6],
};

describe('panelState: a prepared zone worth updating', () => {
  it('is up to date while the zone has the sectors it was prepared with, in any order', () => {
    expect(panelState(prepared, [6, 4, 5])).toMatchObject({ phase: 'done', updateAvailable: false });
  });

  it('offers the update once a sector was added or removed', () => {
    expect(panelState(prepared, [4, 5, 6, 7])).toMatchObject({ updateAvailable: true });
    expect(panelState(prepared, [4, 5])).toMatchObject({ updateAvailable: true });
  });

  it('says nothing of an update while the zone is not read yet, and passes other phases as they are', () => {
    expect(panelState(prepared, null)).toMatchObject({ updateAvailable: false });
    const running = { phase: 'running' as const, done: 3, total: 10, tiles: 'own' as const };
    expect(panelState(running, [1])).toBe(running);
  });
});
