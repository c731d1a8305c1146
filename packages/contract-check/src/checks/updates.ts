// Changes and deletions of the check's own records, each read back. They run after the tenant rows,
// which need the records to still exist.

import type {
  CalendarEvent,
  EventPayload,
  Favorite,
  FavoritePayload,
  Sector,
  ZoneDetail,
  ZoneNoteUpdatePayload,
} from '@prospect/contract';
import { endpoints } from '@prospect/contract';
import type { CheckContext } from '../context';
import { step } from '../step';
import { monthRange } from './conditions';

const gone = (found: boolean, what: string) => (found ? `${what} still there` : null);

async function changeZoneNote(context: CheckContext): Promise<void> {
  const { zoneId, noteId } = context.fixtures;
  const content = `${context.tag} note, edited`;
  const payload: ZoneNoteUpdatePayload = { content };
  const edited = await step(context, {
    check: 'edits the zone note',
    as: 'agent',
    endpoint: endpoints.updateZoneNote,
    id: noteId,
    needs: "the check's zone note",
    body: payload,
  });
  await step<ZoneDetail>(context, {
    check: 'the edit reads back in the zone detail',
    as: 'agent',
    endpoint: endpoints.getZone,
    id: edited.ok ? zoneId : undefined,
    needs: 'an edited note',
    verifies: 'new content',
    verify: (zone) => {
      const note = zone.notes.find((item) => item.id === noteId);
      return note?.content === content ? null : note ? `content is "${note.content}"` : 'the note is gone';
    },
  });
  const deleted = await step(context, {
    check: 'deletes the zone note',
    as: 'agent',
    endpoint: endpoints.deleteZoneNote,
    id: noteId,
    needs: "the check's zone note",
  });
  if (deleted.ok) context.fixtures.removed.add('note');
  await step<ZoneDetail>(context, {
    check: 'the note is gone from the zone detail',
    as: 'agent',
    endpoint: endpoints.getZone,
    id: deleted.ok ? zoneId : undefined,
    needs: 'a deleted note',
    verify: (zone) =>
      gone(
        zone.notes.some((note) => note.id === noteId),
        'the note',
      ),
  });
}

async function changeFavorite(context: CheckContext): Promise<void> {
  const { favoriteId } = context.fixtures;
  const payload: FavoritePayload = {
    title: `${context.tag} favourite, edited`,
    content: 'Modifié par la vérification du contrat',
    type: 'contact',
    street: null,
  };
  const replaced = await step(context, {
    check: 'replaces the favourite',
    as: 'agent',
    endpoint: endpoints.updateFavorite,
    id: favoriteId,
    needs: "the check's favourite",
    body: payload,
  });
  if (replaced.ok) {
    await step<Favorite[]>(context, {
      check: 'the favourite reads back replaced',
      as: 'agent',
      endpoint: endpoints.getFavorites,
      verifies: 'new title and type',
      verify: (favorites) => {
        const favorite = favorites.find((item) => item.id === favoriteId);
        if (!favorite) return 'the favourite is gone';
        return favorite.title === payload.title && favorite.type === 'contact'
          ? null
          : `"${favorite.title}", ${favorite.type}`;
      },
    });
  }
  const deleted = await step(context, {
    check: 'deletes the favourite',
    as: 'agent',
    endpoint: endpoints.deleteFavorite,
    id: favoriteId,
    needs: "the check's favourite",
  });
  if (!deleted.ok) return;
  context.fixtures.removed.add('favorite');
  await step<Favorite[]>(context, {
    check: 'the favourite is gone',
    as: 'agent',
    endpoint: endpoints.getFavorites,
    verify: (favorites) =>
      gone(
        favorites.some((item) => item.id === favoriteId),
        'the favourite',
      ),
  });
}

async function changeEvent(context: CheckContext): Promise<void> {
  const { eventId } = context.fixtures;
  const payload: EventPayload = {
    title: `${context.tag} event, edited`,
    description: '',
    type: 'navigation',
    date: context.now.toISOString(),
    location: '',
  };
  const month = monthRange(context.now);
  const replaced = await step(context, {
    check: 'replaces the event',
    as: 'agent',
    endpoint: endpoints.updateEvent,
    id: eventId,
    needs: "the check's event",
    body: payload,
  });
  if (replaced.ok) {
    await step<CalendarEvent[]>(context, {
      check: 'the event reads back replaced',
      as: 'agent',
      endpoint: endpoints.getEvents,
      query: month,
      verifies: 'new title and type',
      verify: (events) => {
        const event = events.find((item) => item.id === eventId);
        if (!event) return 'the event is gone';
        return event.title === payload.title && event.type === 'navigation'
          ? null
          : `"${event.title}", ${event.type}`;
      },
    });
  }
  const deleted = await step(context, {
    check: 'deletes the event',
    as: 'agent',
    endpoint: endpoints.deleteEvent,
    id: eventId,
    needs: "the check's event",
  });
  if (!deleted.ok) return;
  context.fixtures.removed.add('event');
  await step<CalendarEvent[]>(context, {
    check: 'the event is gone',
    as: 'agent',
    endpoint: endpoints.getEvents,
    query: month,
    verify: (events) =>
      gone(
        events.some((item) => item.id === eventId),
        'the event',
      ),
  });
}

async function deleteSectors(context: CheckContext): Promise<void> {
  const { zoneId, sectorIds } = context.fixtures;
  const sectorId = sectorIds.at(-1);
  const deleted = await step(context, {
    check: 'deletes a sector',
    as: 'agent',
    endpoint: endpoints.deleteSector,
    id: sectorId,
    needs: "a sector of the check's zone",
  });
  await step<Sector[]>(context, {
    check: 'the sector is gone',
    as: 'agent',
    endpoint: endpoints.getZoneSectors,
    id: deleted.ok ? zoneId : undefined,
    needs: 'a deleted sector',
    verify: (sectors) =>
      gone(
        sectors.some((sector) => sector.id === sectorId),
        'the sector',
      ),
  });
  const cleared = await step(context, {
    check: "deletes the zone's sectors",
    as: 'agent',
    endpoint: endpoints.deleteZoneSectors,
    id: zoneId,
    needs: "the check's zone",
  });
  await step<Sector[]>(context, {
    check: 'the zone has no sector left',
    as: 'agent',
    endpoint: endpoints.getZoneSectors,
    id: cleared.ok ? zoneId : undefined,
    needs: 'deleted sectors',
    verify: (sectors) => (sectors.length === 0 ? null : `${sectors.length} sectors left`),
  });
}

export async function checkUpdates(context: CheckContext): Promise<void> {
  context.group = 'updates and deletions';
  await changeZoneNote(context);
  await changeFavorite(context);
  await changeEvent(context);
  await deleteSectors(context);
}
