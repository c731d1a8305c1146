import { describe, expect, it } from 'vitest';
import type { MapNote } from '../types';
import { createNoteClusterIndex, packItems, packNotePoints, unpackItems } from './note-cluster-index';

function note(id: number, lng: number, lat: number): MapNote {
  return {
    id,
    content: `note ${id}`,
    user: 'Agent',
    created_at: '2026-11-20T10:00:00Z',
    zone: 1,
    location: { type: 'Point', coordinates: [lng, lat] },
  };
}

const world: [number, number, number, number] = [-180, -85, 180, 85];

describe('note clustering', () => {
  // Two notes a few metres apart in La Baule, one in Nantes.
  const notes = [note(1, -2.39, 47.28), note(2, -2.3901, 47.2801), note(3, -1.55, 47.22)];
  const index = createNoteClusterIndex(packNotePoints(notes));

  it('groups close notes at a town-wide zoom', () => {
    const items = index.getClusters(world, 10);
    expect(
      items.filter((item) => item.kind === 'cluster').map((item) => item.kind === 'cluster' && item.count),
    ).toEqual([2]);
    expect(
      items.filter((item) => item.kind === 'note').map((item) => item.kind === 'note' && item.noteId),
    ).toEqual([3]);
  });

  it('shows every note on its own past zoom 16', () => {
    expect(index.getClusters(world, 17).every((item) => item.kind === 'note')).toBe(true);
    expect(index.getClusters(world, 17)).toHaveLength(3);
  });

  it('tells at which zoom a cluster splits', () => {
    const cluster = index.getClusters(world, 10).find((item) => item.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const zoom = index.getExpansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(10);
    expect(index.getClusters(world, zoom).filter((item) => item.kind === 'note')).toHaveLength(3);
  });

  it('never makes a cluster of one note', () => {
    const lonely = createNoteClusterIndex(packNotePoints([note(7, -2.39, 47.28)]));
    const [only, ...others] = lonely.getClusters(world, 3);
    expect(others).toEqual([]);
    expect(only).toMatchObject({ kind: 'note', noteId: 7 });
    expect(only?.lat).toBeCloseTo(47.28, 9);
    expect(only?.lng).toBeCloseTo(-2.39, 9);
  });

  it('packs answers for the worker without losing anything', () => {
    const items = index.getClusters(world, 10);
    expect(unpackItems(packItems(items))).toEqual(items);
  });
});
