import type { Door } from '@prospect/contract';
import { type StreetSide, sideOf } from './walking-order';

/** What the door-progress helpers read of a door. */
export type DoorState = Pick<Door, 'number' | 'outcome' | 'stop_pub' | 'visited_at'>;

/** A door counts as visited once it has any outcome but « Pas encore visité ». */
export const isVisited = (door: Pick<Door, 'outcome'>): boolean => door.outcome !== 'not_visited';

export interface DoorProgress {
  visited: number;
  total: number;
  /** Every door has an outcome (false for a street without doors). */
  allVisited: boolean;
}

export function doorProgress(doors: readonly Pick<Door, 'outcome'>[]): DoorProgress {
  let visited = 0;
  for (const door of doors) if (isVisited(door)) visited += 1;
  return { visited, total: doors.length, allVisited: doors.length > 0 && visited === doors.length };
}

/** Reads a server date (ISO date or date-time); a date alone is that day, local time. Null if unusable. */
export function readDoorDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The last flyer round: the latest `visited_at` of the doors whose outcome is « Flyer déposé ». */
export function lastFlyerRound(doors: readonly DoorState[]): Date | null {
  let latest: Date | null = null;
  for (const door of doors) {
    if (door.outcome !== 'flyer_left') continue;
    const at = readDoorDate(door.visited_at);
    if (at && (!latest || at > latest)) latest = at;
  }
  return latest;
}

/**
 * The doors « Tout le côté impair (pair) absent » changes: only the side's doors not visited yet, so
 * a door already answered keeps its outcome.
 */
export function sideAbsentTargets<T extends DoorState>(doors: readonly T[], side: StreetSide): T[] {
  return doors.filter((door) => door.outcome === 'not_visited' && sideOf(door.number) === side);
}

export interface FlyerRound<T> {
  /** The doors that get « Flyer déposé ». */
  targets: T[];
  /** The STOP PUB letterboxes passed by: a flyer must never go in one. */
  skippedStopPub: number;
}

/**
 * What « Flyer déposé dans toute la rue » does: a flyer in every letterbox where nobody was met (not
 * visited, absent, or a flyer from an earlier round), never in a STOP PUB one. A door where someone
 * answered keeps that answer.
 */
export function flyerRound<T extends DoorState>(doors: readonly T[]): FlyerRound<T> {
  const targets: T[] = [];
  let skippedStopPub = 0;
  for (const door of doors) {
    if (door.outcome !== 'not_visited' && door.outcome !== 'absent' && door.outcome !== 'flyer_left')
      continue;
    if (door.stop_pub) skippedStopPub += 1;
    else targets.push(door);
  }
  return { targets, skippedStopPub };
}
