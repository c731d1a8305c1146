// The doors a street comes with (extension « portes »), drawn from the street's id alone: the same
// doors on every read, in every tab and after every restore, without storing one row per door. A
// street of the demo has 10 to 60 doors, odd numbers up one side and even ones down the other, with
// gaps (a garden, a car park) and a few « bis » and « ter ».
import type { DoorOutcome } from '@prospect/contract';
import { createRandom, type Random } from '../geo/random';

/** A door as the database stores it once added or changed (see `db.door`). */
export interface DoorRow {
  id: number;
  streetId: number;
  number: string;
  outcome: DoorOutcome;
  note: string;
  stopPub: boolean;
  visitedAt: string | null;
  visitedBy: string;
  revisitAt: string | null;
}

export const MIN_DOORS_PER_STREET = 10;
export const MAX_DOORS_PER_STREET = 60;

// Generated doors take even ids computed from their street and rank, added doors odd ones (doors.ts),
// so neither kind needs a stored sequence to keep its id and the two never collide.
const RANKS_PER_STREET = 64;

export const generatedDoorId = (streetId: number, rank: number) => 2 * (streetId * RANKS_PER_STREET + rank);

/** The street and rank a generated door's id stands for, or null for an added door's (odd) id. */
export function generatedDoorOf(doorId: number): { streetId: number; rank: number } | null {
  if (doorId % 2 !== 0) return null;
  const slot = doorId / 2;
  return { streetId: Math.floor(slot / RANKS_PER_STREET), rank: slot % RANKS_PER_STREET };
}

/** One side of the street: `count` numbers from `first` by twos, with gaps and a few suffixes. */
function sideNumbers(random: Random, first: number, count: number): string[] {
  const numbers: string[] = [];
  let house = first;
  while (numbers.length < count) {
    numbers.push(String(house));
    if (numbers.length < count && random.next() < 0.08) {
      numbers.push(`${house} bis`);
      if (numbers.length < count && random.next() < 0.25) numbers.push(`${house} ter`);
    }
    house += random.next() < 0.12 ? 2 * random.int(2, 4) : 2;
  }
  return numbers;
}

/** What a visit found, weighted as a day's round goes: mostly nobody home. */
const VISIT_OUTCOMES: readonly DoorOutcome[] = [
  'absent',
  'absent',
  'absent',
  'absent',
  'not_interested',
  'not_interested',
  'flyer_left',
  'flyer_left',
  'thinking',
  'interested',
];

const VISIT_NOTES: Partial<Record<DoorOutcome, readonly string[]>> = {
  interested: ['Veut une estimation', 'Projet de vente au printemps', 'Rappeler après 18 h'],
  thinking: ['En parle à ses enfants', 'Succession en cours', ''],
  not_interested: ['', '', 'Locataire'],
};

const DAY_MS = 86_400_000;

export interface VisitHistory {
  /** Visits fall between these two instants (epoch ms); no history, no visit. */
  from: number;
  until: number;
  /** Who made them: the zone's owner. */
  visitor: string;
}

/**
 * The street's doors as generated, in the order drawn (not the walking order). With a history, about
 * one door in seven was visited; one or two letterboxes say STOP PUB, and never got a flyer.
 */
export function generateDoors(streetId: number, history: VisitHistory | null): DoorRow[] {
  const random = createRandom(`doors:${streetId}`);
  const total = random.int(MIN_DOORS_PER_STREET, MAX_DOORS_PER_STREET);
  const odd = Math.min(total - 1, Math.max(1, Math.round(total / 2) + random.int(-3, 3)));
  const numbers = [...sideNumbers(random, 1, odd), ...sideNumbers(random, 2, total - odd)];
  const stopPub = new Set([random.int(0, total - 1), random.int(0, total - 1)].slice(0, random.int(1, 2)));
  return numbers.map((number, rank) => {
    const door: DoorRow = {
      id: generatedDoorId(streetId, rank),
      streetId,
      number,
      outcome: 'not_visited',
      note: '',
      stopPub: stopPub.has(rank),
      visitedAt: null,
      visitedBy: '',
      revisitAt: null,
    };
    if (!history || random.next() >= 0.15) return door;
    let outcome = random.pick(VISIT_OUTCOMES);
    if (outcome === 'flyer_left' && door.stopPub) outcome = 'absent';
    const visited = history.from + Math.floor(random.next() * Math.max(0, history.until - history.from));
    const visitedAt = new Date(Math.floor(visited / 60_000) * 60_000).toISOString();
    return {
      ...door,
      outcome,
      note: random.pick(VISIT_NOTES[outcome] ?? ['']),
      visitedAt,
      visitedBy: history.visitor,
      revisitAt: outcome === 'thinking' ? new Date(Date.parse(visitedAt) + 7 * DAY_MS).toISOString() : null,
    };
  });
}
