// Writes, on records the check creates and names with its tag: a zone and its sectors, a street, a
// zone note, the personal records, a zone split from a point. Each is read back.
// Answers the spec does not show are not read: any 2xx is success (spec §7).

import type {
  Sector,
  SectorGenerationPayload,
  SplitPayload,
  StreetCountPayload,
  StreetStatusPayload,
  Zone,
  ZoneCreatePayload,
  ZoneDetail,
  ZoneNoteCreatePayload,
} from '@prospect/contract';
import { endpoints, randomSectorAnswerReader } from '@prospect/contract';
import { readValue } from '../answers';
import type { CheckContext } from '../context';
import { step } from '../step';
import { createdId, NANTES, nantesPoint, onlyOne } from './conditions';
import { checkPersonalWrites } from './personal-writes';

/** Spec §7: sector generation has a 30 s time-out. */
export const GENERATION_TIMEOUT_MS = 30_000;
const ZONE = "the check's zone";

async function createZone(context: CheckContext): Promise<void> {
  const name = `${context.tag} zone`;
  const payload: ZoneCreatePayload = { name, location: nantesPoint() };
  const created = await step(context, {
    check: 'creates a zone',
    as: 'agent',
    endpoint: endpoints.createZone,
    body: payload,
  });
  const zones = await step<Zone[]>(context, {
    check: 'the new zone is listed',
    as: 'agent',
    endpoint: endpoints.getZones,
    verifies: 'listed once, by its name',
    verify: (list) => onlyOne(list, (zone) => zone.name === name, `"${name}"`).problem,
  });
  context.fixtures.zoneId = zones.answer?.find((zone) => zone.name === name)?.id ?? createdId(created.answer);
  if (created.ok && context.fixtures.zoneId === undefined)
    context.fixtures.unfound.push(`the zone "${name}"`);
}

async function generateSectors(context: CheckContext): Promise<void> {
  const { zoneId } = context.fixtures;
  const choose: SectorGenerationPayload = { random_mode: false };
  await step(context, {
    check: 'generates sectors (choose mode)',
    as: 'agent',
    endpoint: endpoints.generateSectors,
    id: zoneId,
    needs: ZONE,
    body: choose,
    timeoutMs: GENERATION_TIMEOUT_MS,
  });
  const sectors = await step<Sector[]>(context, {
    check: "the zone's sectors",
    as: 'agent',
    endpoint: endpoints.getZoneSectors,
    id: zoneId,
    needs: ZONE,
    verifies: 'at least one',
    verify: (list) => (list.length > 0 ? null : 'no sector'),
  });
  context.fixtures.sectorIds = sectors.answer?.map((sector) => sector.id) ?? [];
}

async function workStreets(context: CheckContext): Promise<void> {
  const { zoneId } = context.fixtures;
  const sectorId = context.fixtures.sectorIds[0];
  const sector = await step<Sector>(context, {
    check: 'a sector of the zone',
    as: 'agent',
    endpoint: endpoints.getSector,
    id: sectorId,
    needs: "a sector of the check's zone",
  });
  const count = (sector.answer?.streets.length ?? 0) + 1;
  const countPayload: StreetCountPayload = { street_count: count };
  const counted = await step<Sector>(context, {
    check: "sets the sector's street count",
    as: 'agent',
    endpoint: endpoints.updateStreetCount,
    id: sector.answer ? sectorId : undefined,
    needs: "a sector of the check's zone",
    body: countPayload,
    read: true,
    verifies: `${count} streets`,
    verify: (answer) => (answer.streets.length === count ? null : `${answer.streets.length} streets`),
  });
  context.fixtures.streetId = counted.answer?.streets[0]?.id;
  const tick: StreetStatusPayload = { status: 'done', zone: zoneId };
  const ticked = await step(context, {
    check: 'ticks a street',
    as: 'agent',
    endpoint: endpoints.updateStreet,
    id: context.fixtures.streetId,
    needs: "a street of the check's zone",
    body: tick,
  });
  await step<Sector>(context, {
    check: 'the ticked street reads done',
    as: 'agent',
    endpoint: endpoints.getSector,
    id: ticked.ok ? sectorId : undefined,
    needs: 'a ticked street',
    verifies: 'street done',
    verify: (answer) => {
      const street = answer.streets.find((item) => item.id === context.fixtures.streetId);
      return street?.status === 'done' ? null : `street ${street ? street.status : 'missing'}`;
    },
  });
  const random: SectorGenerationPayload = { random_mode: true };
  await step(context, {
    check: 'generates in random mode',
    as: 'agent',
    endpoint: endpoints.generateSectors,
    id: zoneId,
    needs: ZONE,
    body: random,
    timeoutMs: GENERATION_TIMEOUT_MS,
    verifies: 'randomSectorAnswerReader',
    verify: (body) => {
      const reading = readValue(randomSectorAnswerReader, body);
      return reading.ok ? null : `refused: ${reading.problem}`;
    },
  });
}

async function addZoneNote(context: CheckContext): Promise<void> {
  const { zoneId } = context.fixtures;
  const content = `${context.tag} note`;
  const payload: ZoneNoteCreatePayload = { content, location: nantesPoint(0.0005) };
  const created = await step(context, {
    check: 'adds a zone note',
    as: 'agent',
    endpoint: endpoints.createZoneNote,
    id: zoneId,
    needs: ZONE,
    body: payload,
  });
  const detail = await step<ZoneDetail>(context, {
    check: 'the note reads back in the zone detail',
    as: 'agent',
    endpoint: endpoints.getZone,
    id: created.ok ? zoneId : undefined,
    needs: 'a zone note',
    verifies: 'listed once',
    verify: (zone) => onlyOne(zone.notes, (note) => note.content === content, 'the note').problem,
  });
  context.fixtures.noteId =
    detail.answer?.notes.find((note) => note.content === content)?.id ?? createdId(created.answer);
}

/** The split zone is named by the server, so it is found as the one zone that was not there before. */
async function splitZone(context: CheckContext): Promise<void> {
  const before = await context.http.list(endpoints.getZones.path, { token: context.sessions.agent?.access });
  // Raw ids may be digits as text: compared as numbers, as the reader gives them.
  const known = new Set((before.items ?? []).map((zone) => Number((zone as { id?: unknown }).id)));
  const payload: SplitPayload = { location: `${NANTES.lat + 0.002}, ${NANTES.lon + 0.002}` };
  const created = await step(context, {
    check: 'splits a zone from a point',
    as: 'agent',
    endpoint: endpoints.splitZone,
    body: payload,
    timeoutMs: GENERATION_TIMEOUT_MS,
  });
  if (!created.ok) return;
  if (!before.items) {
    context.fixtures.unfound.push('the zone split from a point (the zone list could not be read before)');
    return;
  }
  const after = await step<Zone[]>(context, {
    check: 'the split zone is listed',
    as: 'agent',
    endpoint: endpoints.getZones,
    verifies: 'one new zone',
    verify: (zones) => onlyOne(zones, (zone) => !known.has(zone.id), 'a new zone').problem,
  });
  const fresh = after.answer?.filter((zone) => !known.has(zone.id));
  if (fresh?.length === 1) context.fixtures.splitZoneId = fresh[0]?.id;
  else context.fixtures.unfound.push('the zone split from a point');
}

export async function checkWrites(context: CheckContext): Promise<void> {
  context.group = 'writes';
  await createZone(context);
  await generateSectors(context);
  await workStreets(context);
  await addZoneNote(context);
  await checkPersonalWrites(context);
  await splitZone(context);
}
