import type { Door, DoorOutcome } from '@prospect/contract';

// The doors stories build their streets here: the mock backend has no doors (an optional extension),
// and a street of 300 doors is easier to read as a rule than as a fixture.

/** The frozen clock of the story tests (test/freeze.ts): 'tomorrow' is 23 November 2026. */
export const STORY_NOW = new Date(2026, 10, 22, 9, 30);

export const STORY_STREET = 'Rue Victor Hugo';

// A morning's outcomes, repeated along the street: most doors not seen yet, a few answers.
const PATTERN: readonly DoorOutcome[] = [
  'absent',
  'not_visited',
  'interested',
  'not_visited',
  'flyer_left',
  'not_interested',
  'not_visited',
  'thinking',
  'absent',
  'not_visited',
];

export interface StreetOptions {
  /** Every door gets an outcome (none left « Pas encore visité »). */
  allVisited?: boolean;
  /** Every how many doors a letterbox is STOP PUB; none by default. */
  stopPubEvery?: number;
}

/**
 * A street of `count` doors numbered 1, 2, 3… with a « bis » every 15 numbers; ids from 1. Visits
 * date from 12 November 2026 (the last flyer round), a planned return on the third door.
 */
export function storyDoors(count: number, { allVisited = false, stopPubEvery }: StreetOptions = {}): Door[] {
  const doors: Door[] = [];
  let value = 1;
  for (let index = 0; index < count; index += 1) {
    const repeated = index > 0 && index % 15 === 0;
    const number = repeated ? `${value - 1} bis` : String(value);
    if (!repeated) value += 1;
    let outcome = PATTERN[index % PATTERN.length] ?? 'not_visited';
    if (allVisited && outcome === 'not_visited') outcome = 'absent';
    doors.push({
      id: index + 1,
      number,
      outcome,
      note: outcome === 'interested' ? 'Veut une estimation avant l’été.' : '',
      stop_pub: stopPubEvery !== undefined && index % stopPubEvery === stopPubEvery - 1,
      visited_at: outcome === 'not_visited' ? null : `2026-11-${outcome === 'flyer_left' ? 12 : 10}T10:00:00`,
      visited_by: outcome === 'not_visited' ? '' : 'Camille Martin',
      revisit_at: index === 2 ? '2026-12-03T18:00:00' : null,
    });
  }
  return doors;
}

/** Applies `changes` to the door `id`, as the app's cache does once a change is queued. */
export function withDoorChanged(doors: readonly Door[], id: Door['id'], changes: Partial<Door>): Door[] {
  return doors.map((door) => (door.id === id ? { ...door, ...changes } : door));
}
