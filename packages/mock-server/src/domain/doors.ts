// A street's doors (extension « portes »): the generated ones, each replaced by its stored row once
// changed, then the doors agents added. Only stored rows reach a snapshot.
import { db, type Street } from '../db';
import { type DoorRow, generateDoors, generatedDoorOf, type VisitHistory } from './door-generation';

/** The seeded visits of the street's zone, or null (a zone created later starts unvisited). */
function historyOf(street: Street): VisitHistory | null {
  const sector = db.sector.findFirst({ where: { id: { equals: street.sectorId } } });
  const zone = sector && db.zone.findFirst({ where: { id: { equals: sector.zoneId } } });
  if (!zone?.doorVisitsUntil) return null;
  const owner = db.user.findFirst({ where: { id: { equals: zone.ownerId } } });
  return {
    from: Date.parse(zone.createdAt),
    until: Date.parse(zone.doorVisitsUntil),
    visitor: owner ? `${owner.firstName} ${owner.lastName}`.trim() : '',
  };
}

const storedDoorsOf = (streetId: number) =>
  db.door.findMany({ where: { streetId: { equals: streetId } } }) as DoorRow[];

const SUFFIX_ORDER = ['', 'bis', 'ter', 'quater'];

/** Walking order along one kerb: by house number, then its suffix (bis, ter, quater, then A, B…). */
function walkingKey(number: string): [number, number, string] {
  const match = /^(\d+)\s*(.*)$/.exec(number.trim().toLowerCase());
  if (!match) return [Number.MAX_SAFE_INTEGER, SUFFIX_ORDER.length, number.toLowerCase()];
  const suffix = match[2] ?? '';
  const rank = SUFFIX_ORDER.indexOf(suffix);
  return [Number(match[1]), rank === -1 ? SUFFIX_ORDER.length : rank, suffix];
}

export function compareDoors(a: DoorRow, b: DoorRow): number {
  const [numberA, rankA, suffixA] = walkingKey(a.number);
  const [numberB, rankB, suffixB] = walkingKey(b.number);
  return numberA - numberB || rankA - rankB || suffixA.localeCompare(suffixB) || a.id - b.id;
}

/** Every door of the street, by number then suffix. */
export function doorsOfStreet(street: Street): DoorRow[] {
  const stored = new Map(storedDoorsOf(street.id).map((door) => [door.id, door]));
  const generated = generateDoors(street.id, historyOf(street)).map((door) => {
    const changed = stored.get(door.id);
    stored.delete(door.id);
    return changed ?? door;
  });
  return [...generated, ...stored.values()].sort(compareDoors);
}

/** A door by id with its street, whether stored or still as generated; null when there is none. */
export function findDoor(doorId: number): { door: DoorRow; street: Street } | null {
  const stored = db.door.findFirst({ where: { id: { equals: doorId } } }) as DoorRow | null;
  const streetId = stored?.streetId ?? generatedDoorOf(doorId)?.streetId;
  const street = streetId === undefined ? null : db.street.findFirst({ where: { id: { equals: streetId } } });
  if (!street) return null;
  if (stored) return { door: stored, street };
  const generated = generateDoors(street.id, historyOf(street)).find((door) => door.id === doorId);
  return generated ? { door: generated, street } : null;
}

/** How a number compares with the others of its street: case and spacing aside. */
export const sameDoorNumber = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** An added door's id: the next odd number above every added door's, whatever was restored. */
function nextAddedDoorId(): number {
  const highest = db.door
    .getAll()
    .reduce((top, door) => (door.id % 2 === 1 && door.id > top ? door.id : top), -1);
  return highest + 2;
}

export function addDoor(fields: Omit<DoorRow, 'id'>): DoorRow {
  return db.door.create({ ...fields, id: nextAddedDoorId() }) as DoorRow;
}

/** Stores the door as changed: a generated door gets its first row, keeping its id. */
export function saveDoor(door: DoorRow): DoorRow {
  const exists = db.door.findFirst({ where: { id: { equals: door.id } } });
  if (!exists) return db.door.create(door) as DoorRow;
  const { id, ...fields } = door;
  return (db.door.update({ where: { id: { equals: id } }, data: fields }) ?? door) as DoorRow;
}

/** Removes what was stored of the streets' doors (the streets are being deleted). */
export function deleteDoorsOfStreets(streetIds: number[]): void {
  if (streetIds.length > 0) db.door.deleteMany({ where: { streetId: { in: streetIds } } });
}
