import type { DoorOutcome } from '@prospect/contract';
import { describe, expect, it } from 'vitest';
import {
  type DoorState,
  doorProgress,
  flyerRound,
  lastFlyerRound,
  readDoorDate,
  sideAbsentTargets,
} from './door-progress';

const door = (number: string, outcome: DoorOutcome = 'not_visited', more: Partial<DoorState> = {}) => ({
  number,
  outcome,
  stop_pub: false,
  visited_at: null,
  ...more,
});

describe('doorProgress', () => {
  it('counts the doors with an outcome', () => {
    expect(doorProgress([door('1', 'absent'), door('2'), door('3', 'flyer_left')])).toEqual({
      visited: 2,
      total: 3,
      allVisited: false,
    });
  });

  it('says when every door has an outcome', () => {
    expect(doorProgress([door('1', 'absent'), door('2', 'interested')]).allVisited).toBe(true);
  });

  it('never calls a street without doors done', () => {
    expect(doorProgress([])).toEqual({ visited: 0, total: 0, allVisited: false });
  });
});

describe('readDoorDate', () => {
  it('reads a date alone as that local day', () => {
    expect(readDoorDate('2026-12-03')).toEqual(new Date(2026, 11, 3));
  });

  it('reads a date-time', () => {
    expect(readDoorDate('2026-12-03T17:00:00Z')).toEqual(new Date(Date.UTC(2026, 11, 3, 17)));
  });

  it('gives null for nothing or nonsense', () => {
    expect(readDoorDate(null)).toBeNull();
    expect(readDoorDate('bientôt')).toBeNull();
  });
});

describe('lastFlyerRound', () => {
  it('is the latest visit of a door with a flyer', () => {
    const doors = [
      door('1', 'flyer_left', { visited_at: '2026-11-12T10:00:00Z' }),
      door('2', 'flyer_left', { visited_at: '2026-11-02T10:00:00Z' }),
      door('3', 'absent', { visited_at: '2026-11-20T10:00:00Z' }),
    ];
    expect(lastFlyerRound(doors)).toEqual(new Date('2026-11-12T10:00:00Z'));
  });

  it('is null when no flyer was left', () => {
    expect(lastFlyerRound([door('1', 'absent', { visited_at: '2026-11-20T10:00:00Z' })])).toBeNull();
  });
});

describe('sideAbsentTargets', () => {
  const street = [door('1'), door('2'), door('3', 'interested'), door('5 bis'), door('Le Clos')];

  it('changes only the side’s doors not visited yet', () => {
    expect(sideAbsentTargets(street, 'odd').map(({ number }) => number)).toEqual(['1', '5 bis']);
    expect(sideAbsentTargets(street, 'even').map(({ number }) => number)).toEqual(['2']);
  });
});

describe('flyerRound', () => {
  it('skips STOP PUB letterboxes and counts them', () => {
    const street = [
      door('1'),
      door('2', 'not_visited', { stop_pub: true }),
      door('3', 'absent'),
      door('4', 'absent', { stop_pub: true }),
      door('5', 'flyer_left'),
    ];
    const round = flyerRound(street);
    expect(round.targets.map(({ number }) => number)).toEqual(['1', '3', '5']);
    expect(round.skippedStopPub).toBe(2);
  });

  it('keeps the answer of a door where someone was met', () => {
    const round = flyerRound([
      door('1', 'interested'),
      door('2', 'thinking'),
      door('3', 'not_interested', { stop_pub: true }),
    ]);
    expect(round).toEqual({ targets: [], skippedStopPub: 0 });
  });
});
