// Optional extension « portes »: a street's doors, one outcome each. Asked on the check's own street:
// a 404 or 405 there means the backend lacks the extension, which is reported on one row and passes.
// Present, a door is added (sent twice with one Idempotency-Key, as the outbox replays a lost answer),
// its outcome set and read back, and the other agency's agent must find none of it. The door needs no
// clean-up call (the contract has none): it goes with the check's zone and its streets.

import type { Door, DoorCreatePayload, DoorUpdatePayload } from '@prospect/contract';
import { endpoints } from '@prospect/contract';
import type { CheckContext } from '../context';
import { isSuccess } from '../http';
import { exactly, presence, presentOrAbsent, skipRow, step } from '../step';
import { onlyOne } from './conditions';

const STREET = "the check's street";
const DOOR = "the check's door";
const notFound = exactly(404);

const tidy = (number: string) => number.trim().replace(/\s+/g, ' ').toLowerCase();

/** A number the street does not have yet, high enough to be nobody's front door. */
function freeNumber(doors: readonly Door[]): string {
  const taken = new Set(doors.map((door) => tidy(door.number)));
  let house = 9999;
  while (taken.has(`${house} bis`)) house -= 2;
  return `${house} bis`;
}

/** The door added, read from the list: listed once, by its number. */
const listedOnce = (number: string) => (doors: Door[]) =>
  onlyOne(doors, (door) => tidy(door.number) === tidy(number), `door « ${number} »`);

async function addDoor(context: CheckContext, streetId: number, doors: readonly Door[]): Promise<void> {
  const number = freeNumber(doors);
  const payload: DoorCreatePayload = { number };
  const headers = { 'Idempotency-Key': `${context.tag}-door`.replace(/\s+/g, '-') };
  const created = await step<Door>(context, {
    check: 'adds a door with an Idempotency-Key',
    as: 'agent',
    endpoint: endpoints.createStreetDoor,
    id: streetId,
    body: payload,
    headers,
    verifies: `number « ${number} », not visited`,
    verify: (door) =>
      tidy(door.number) !== tidy(number)
        ? `number « ${door.number} »`
        : door.outcome !== 'not_visited'
          ? `outcome ${door.outcome}`
          : null,
  });
  context.fixtures.doorId = created.answer?.id;
  if (!created.ok) return;
  const replay = await step<Door>(context, {
    check: 'sends the door again with the same key (its answer was lost)',
    as: 'agent',
    endpoint: endpoints.createStreetDoor,
    id: streetId,
    body: payload,
    headers,
    verifies: 'the same door',
    verify: (door) => (door.id === created.answer?.id ? null : `another door (id ${door.id})`),
  });
  if (!replay.ok) return;
  const listed = await step<Door[]>(context, {
    check: 'the door is listed once',
    as: 'agent',
    endpoint: endpoints.getStreetDoors,
    id: streetId,
    verifies: 'listed once (Idempotency-Key honoured)',
    verify: (list) => listedOnce(number)(list).problem,
  });
  context.fixtures.doorId ??= listed.answer && listedOnce(number)(listed.answer).item?.id;
}

async function visitDoor(context: CheckContext, streetId: number): Promise<void> {
  const { doorId } = context.fixtures;
  const visit: DoorUpdatePayload = { outcome: 'interested', note: `${context.tag} door` };
  const visited = await step<Door>(context, {
    check: "sets the door's outcome",
    as: 'agent',
    endpoint: endpoints.updateDoor,
    id: doorId,
    needs: DOOR,
    body: visit,
    verifies: 'outcome interested, visit dated',
    verify: (door) =>
      door.outcome !== 'interested'
        ? `outcome ${door.outcome}`
        : door.visited_at === null
          ? 'visited_at not set'
          : null,
  });
  await step<Door[]>(context, {
    check: 'the outcome reads back',
    as: 'agent',
    endpoint: endpoints.getStreetDoors,
    id: streetId,
    blocked: !visited.ok && "the door's outcome set",
    verifies: 'the door interested, with its note',
    verify: (doors) => {
      const door = doors.find((one) => one.id === doorId);
      if (!door) return `door ${doorId} not listed`;
      if (door.outcome !== 'interested') return `outcome ${door.outcome}`;
      return door.note === visit.note ? null : `note « ${door.note} »`;
    },
  });
}

/** Another agency's agent: the street's doors, a new door there and the check's door do not exist. */
async function checkDoorTenancy(context: CheckContext, streetId: number): Promise<void> {
  const as = 'otherAgent' as const;
  await step(context, {
    check: "the street's doors",
    as,
    endpoint: endpoints.getStreetDoors,
    id: streetId,
    status: notFound,
  });
  const intruder: DoorCreatePayload = { number: '1 quater' };
  await step(context, {
    check: 'adds a door to the street',
    as,
    endpoint: endpoints.createStreetDoor,
    id: streetId,
    body: intruder,
    status: notFound,
  });
  const visit: DoorUpdatePayload = { outcome: 'absent' };
  await step(context, {
    check: "sets the door's outcome",
    as,
    endpoint: endpoints.updateDoor,
    id: context.fixtures.doorId,
    needs: DOOR,
    body: visit,
    status: notFound,
  });
}

export async function checkDoors(context: CheckContext): Promise<void> {
  context.group = 'doors (optional extension « portes »)';
  const { streetId } = context.fixtures;
  const { getStreetDoors } = endpoints;
  if (streetId === undefined) {
    skipRow(context, "agent · the street's doors", `GET ${getStreetDoors.path}`, `needs ${STREET}`);
    return;
  }
  const asked = await step(context, {
    check: "asks for the street's doors",
    as: 'agent',
    endpoint: getStreetDoors,
    id: streetId,
    status: presentOrAbsent,
    read: false,
    means: presence,
  });
  if (!asked.ok || !isSuccess(asked.status)) return;
  const doors = await step<Door[]>(context, {
    check: "the street's doors",
    as: 'agent',
    endpoint: getStreetDoors,
    id: streetId,
  });
  if (!doors.answer) return;
  await addDoor(context, streetId, doors.answer);
  await visitDoor(context, streetId);
  await checkDoorTenancy(context, streetId);
}
