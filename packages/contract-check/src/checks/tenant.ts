// Tenant rules: another agency's agent finds none of the first agency's records. What a caller may not
// see does not exist for them, so the answer is 404 (not 403, which would confirm the id).

import type { EventPayload, FavoritePayload, StreetStatusPayload, Zone } from '@prospect/contract';
import { endpoints } from '@prospect/contract';
import { actorLabel, type CheckContext } from '../context';
import { exactly, skipRow, step } from '../step';

const notFound = exactly(404);

export async function checkTenantRules(context: CheckContext): Promise<void> {
  context.group = 'tenant rules';
  const { zoneId, sectorIds, streetId, noteId, favoriteId, eventId } = context.fixtures;
  const as = 'otherAgent' as const;
  const sectorId = sectorIds[0];

  for (const endpoint of [endpoints.getZones, endpoints.getUserZones]) {
    const check = 'zone not in the list';
    if (zoneId === undefined) {
      skipRow(context, `${actorLabel[as]} · ${check}`, `GET ${endpoint.path}`, "needs the check's zone");
      continue;
    }
    await step<Zone[]>(context, {
      check,
      as,
      endpoint,
      verifies: "without the check's zone",
      verify: (zones) => (zones.some((zone) => zone.id === zoneId) ? `zone ${zoneId} is listed` : null),
    });
  }
  await step(context, {
    check: 'zone detail',
    as,
    endpoint: endpoints.getZone,
    id: zoneId,
    needs: "the check's zone",
    status: notFound,
  });
  await step(context, {
    check: 'zone sectors',
    as,
    endpoint: endpoints.getZoneSectors,
    id: zoneId,
    needs: "the check's zone",
    status: notFound,
  });
  await step(context, {
    check: 'sector',
    as,
    endpoint: endpoints.getSector,
    id: sectorId,
    needs: "the check's sector",
    status: notFound,
  });
  const tick: StreetStatusPayload = { status: 'pending' };
  await step(context, {
    check: 'ticks the street',
    as,
    endpoint: endpoints.updateStreet,
    id: streetId,
    needs: "the check's street",
    body: tick,
    status: notFound,
  });
  await step(context, {
    check: 'edits the zone note',
    as,
    endpoint: endpoints.updateZoneNote,
    id: noteId,
    needs: "the check's zone note",
    body: { content: 'Pas à vous' },
    status: notFound,
  });
  await step(context, {
    check: 'deletes the zone note',
    as,
    endpoint: endpoints.deleteZoneNote,
    id: noteId,
    needs: "the check's zone note",
    status: notFound,
  });
  // A payload valid from the caller's side (no street of the other agency), so only ownership can refuse it.
  const favorite: FavoritePayload = {
    title: 'Pas à vous',
    content: 'Pas à vous',
    type: 'contact',
    street: null,
  };
  await step(context, {
    check: 'replaces the favourite',
    as,
    endpoint: endpoints.updateFavorite,
    id: favoriteId,
    needs: "the check's favourite",
    body: favorite,
    status: notFound,
  });
  await step(context, {
    check: 'deletes the favourite',
    as,
    endpoint: endpoints.deleteFavorite,
    id: favoriteId,
    needs: "the check's favourite",
    status: notFound,
  });
  const event: EventPayload = {
    title: 'Pas à vous',
    description: '',
    type: 'prospection',
    date: context.now.toISOString(),
    location: '',
  };
  await step(context, {
    check: 'replaces the event',
    as,
    endpoint: endpoints.updateEvent,
    id: eventId,
    needs: "the check's event",
    body: event,
    status: notFound,
  });
  await step(context, {
    check: 'deletes the event',
    as,
    endpoint: endpoints.deleteEvent,
    id: eventId,
    needs: "the check's event",
    status: notFound,
  });
}
