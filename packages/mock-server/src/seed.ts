import { clearDb, db, type Zone } from './db';
import { type CompletionPlan, generateSectors, sectorsOfZone } from './domain/sectors';
import { CITIES } from './geo/places';
import { createRandom } from './geo/random';
import { forgetIdempotentAnswers } from './idempotency';
import { hashPassword } from './passwords';
import {
  DEMO_PASSWORD,
  demoAccounts,
  demoInvitations,
  EVENTS,
  FAVORITES,
  HOUSE_NOTES,
  PEOPLE,
  ZONES,
} from './seed-data';

export { CITIES, DEMO_PASSWORD, demoAccounts, demoInvitations };

const DAY_MS = 86_400_000;

// Salting with the email makes hashes stable, so they are computed once per process, not per seed.
const hashes = new Map<string, Promise<string>>();
const demoHash = (email: string) => {
  let hash = hashes.get(email);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD, email);
    hashes.set(email, hash);
  }
  return hash;
};

/** `ageDays` before now, but never before this year began, so the demo's stats are never empty in January. */
function createdDaysAgo(now: Date, ageDays: number, index: number): string {
  const startOfYear = new Date(now.getFullYear(), 0, 1, 8).getTime() + index * 3_600_000;
  return new Date(
    Math.max(now.getTime() - ageDays * DAY_MS, Math.min(startOfYear, now.getTime())),
  ).toISOString();
}

/** Streets done per sector so the zone reaches about `completion`, sector by sector as an agent works. */
function completionPlan(zoneName: string, completion: number): CompletionPlan {
  const random = createRandom(`progress:${zoneName}`);
  return (_number, count) => {
    const roll = random.next();
    if (completion >= 1 || roll < completion * 0.7) return count;
    if (roll > 1 - (1 - completion) * 0.7) return 0;
    return random.int(1, Math.max(1, count - 1));
  };
}

/**
 * Empties the database and fills it with the demo agencies. Deterministic: the same ids, sectors and
 * streets every time; dates are relative to `now` (events fall in its month).
 */
export async function seed({ now = new Date() }: { now?: Date } = {}): Promise<void> {
  const passwordHashes = await Promise.all(PEOPLE.map((person) => demoHash(person.email)));
  clearDb();
  forgetIdempotentAnswers();
  const tenants = new Map(CITIES.map((city) => [city, db.tenant.create({ city })]));
  const userIds = new Map<string, number>();
  PEOPLE.forEach((person, index) => {
    const tenant = tenants.get(person.city);
    if (!tenant) throw new Error(`seed: no agency for ${person.city}`);
    const user = db.user.create({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      passwordHash: passwordHashes[index] ?? null,
      googleSubject: person.googleSubject,
      dateJoined: createdDaysAgo(now, 200, index),
    });
    db.profile.create({ userId: user.id, role: person.role, tenantId: tenant.id, profilePicture: null });
    userIds.set(person.email, user.id);
  });
  const userId = (email: string) => userIds.get(email) ?? 0;
  const tenantIdOf = (email: string) =>
    db.profile.findFirst({ where: { userId: { equals: userId(email) } } })?.tenantId ?? 0;

  const firstZoneOf = new Map<string, Zone>();
  ZONES.forEach((spec, index) => {
    const zone = db.zone.create({
      name: spec.name,
      lng: spec.center[0],
      lat: spec.center[1],
      ownerId: userId(spec.owner),
      tenantId: tenantIdOf(spec.owner),
      createdAt: createdDaysAgo(now, spec.ageDays, index),
      doorVisitsUntil: now.toISOString(),
    });
    if (!firstZoneOf.has(spec.owner)) firstZoneOf.set(spec.owner, zone);
    if (spec.completion !== null) {
      generateSectors(zone, completionPlan(spec.name, spec.completion));
    }
    spec.notes.forEach((note, noteIndex) => {
      db.zoneNote.create({
        content: note.content,
        authorId: userId(note.author ?? spec.owner),
        lng: Math.round((spec.center[0] + note.offset[0]) * 1e6) / 1e6,
        lat: Math.round((spec.center[1] + note.offset[1]) * 1e6) / 1e6,
        zoneId: zone.id,
        createdAt: createdDaysAgo(now, Math.max(0, spec.ageDays - 5 - noteIndex * 3), index),
      });
    });
  });

  HOUSE_NOTES.forEach((note, index) => {
    db.houseNote.create({
      label: note.label,
      others: note.others,
      authorId: userId(note.author),
      tenantId: tenantIdOf(note.author),
      createdAt: note.lastYear
        ? new Date(now.getFullYear() - 1, 11, 12, 11).toISOString()
        : createdDaysAgo(now, note.ageDays, index),
    });
  });

  FAVORITES.forEach((favorite, index) => {
    const zone = firstZoneOf.get(favorite.owner);
    const sector =
      favorite.streetOfSector && zone ? sectorsOfZone(zone.id)[favorite.streetOfSector - 1] : undefined;
    const street =
      sector && db.street.findFirst({ where: { sectorId: { equals: sector.id }, position: { equals: 0 } } });
    db.favorite.create({
      title: favorite.title,
      content: favorite.content,
      type: favorite.type,
      streetId: street ? street.id : null,
      ownerId: userId(favorite.owner),
      createdAt: createdDaysAgo(now, favorite.ageDays, index),
    });
  });

  EVENTS.forEach((event, index) => {
    db.event.create({
      title: event.title,
      description: event.description,
      type: event.type,
      date: new Date(
        now.getFullYear(),
        now.getMonth(),
        event.day,
        event.hour,
        event.minute ?? 0,
      ).toISOString(),
      location: event.location,
      ownerId: userId(event.owner),
      createdAt: createdDaysAgo(now, 30, index),
    });
  });

  const inviter = userId(demoAccounts.admin);
  const nantes = tenantIdOf(demoAccounts.admin);
  const invitation = (
    spec: (typeof demoInvitations)[keyof typeof demoInvitations],
    expiresAt: number,
    used: boolean,
  ) => db.invitation.create({ ...spec, tenantId: nantes, invitedById: inviter, expiresAt, used });
  invitation(demoInvitations.valid, now.getTime() + 7 * DAY_MS, false);
  invitation(demoInvitations.expired, now.getTime() - DAY_MS, false);
  invitation(demoInvitations.used, now.getTime() + 5 * DAY_MS, true);
}
