// Writes to the agent's personal records (nobody else sees them): a house note, a favourite on the
// check's street, an event this month. Each is read back.

import type {
  CalendarEvent,
  EventPayload,
  Favorite,
  FavoritePayload,
  HouseNote,
  HouseNotePayload,
} from '@prospect/contract';
import { endpoints } from '@prospect/contract';
import type { CheckContext } from '../context';
import { step } from '../step';
import { createdId, monthRange, onlyOne } from './conditions';

async function addHouseNote(context: CheckContext): Promise<void> {
  const others = `${context.tag} house note`;
  const payload: HouseNotePayload = { label: 'interested', others };
  const created = await step(context, {
    check: 'adds a house note',
    as: 'agent',
    endpoint: endpoints.createHouseNote,
    body: payload,
  });
  if (!created.ok) return;
  await step<HouseNote[]>(context, {
    check: 'the house note is listed',
    as: 'agent',
    endpoint: endpoints.getHouseNotes,
    verifies: 'listed, label interested',
    verify: (notes) => {
      const found = onlyOne(notes, (note) => note.others === others, 'the house note');
      return found.problem ?? (found.item?.label === 'interested' ? null : `label ${found.item?.label}`);
    },
  });
}

async function addFavorite(context: CheckContext): Promise<void> {
  const title = `${context.tag} favourite`;
  const payload: FavoritePayload = {
    title,
    content: 'Créé par la vérification du contrat',
    type: 'street',
    street: context.fixtures.streetId ?? null,
  };
  const created = await step(context, {
    check: 'adds a favourite',
    as: 'agent',
    endpoint: endpoints.createFavorite,
    body: payload,
  });
  if (!created.ok) return;
  const listed = await step<Favorite[]>(context, {
    check: 'the favourite is listed',
    as: 'agent',
    endpoint: endpoints.getFavorites,
    verifies: 'listed once, with its street',
    verify: (favorites) => {
      const found = onlyOne(favorites, (favorite) => favorite.title === title, 'the favourite');
      return (
        found.problem ?? (found.item?.street === payload.street ? null : `street is ${found.item?.street}`)
      );
    },
  });
  context.fixtures.favoriteId =
    listed.answer?.find((favorite) => favorite.title === title)?.id ?? createdId(created.answer);
  if (context.fixtures.favoriteId === undefined) context.fixtures.unfound.push(`the favourite "${title}"`);
}

async function addEvent(context: CheckContext): Promise<void> {
  const title = `${context.tag} event`;
  const payload: EventPayload = {
    title,
    description: 'Créé par la vérification du contrat',
    type: 'rdv',
    date: context.now.toISOString(),
    location: 'Nantes',
  };
  const created = await step(context, {
    check: 'adds an event',
    as: 'agent',
    endpoint: endpoints.createEvent,
    body: payload,
  });
  if (!created.ok) return;
  const listed = await step<CalendarEvent[]>(context, {
    check: "the event is in this month's events",
    as: 'agent',
    endpoint: endpoints.getEvents,
    query: monthRange(context.now),
    verifies: 'listed once',
    verify: (events) => onlyOne(events, (event) => event.title === title, 'the event').problem,
  });
  context.fixtures.eventId =
    listed.answer?.find((event) => event.title === title)?.id ?? createdId(created.answer);
  if (context.fixtures.eventId === undefined) context.fixtures.unfound.push(`the event "${title}"`);
}

/**
 * The app sends every field write with an `Idempotency-Key`, the same on each attempt: a write replayed
 * after its answer was lost must be applied once. A server without idempotency creates a duplicate here.
 */
async function replayHouseNote(context: CheckContext): Promise<void> {
  const others = `${context.tag} replayed house note`;
  const payload: HouseNotePayload = { label: 'thinking', others };
  const headers = { 'Idempotency-Key': `${context.tag}-replay`.replace(/\s+/g, '-') };
  const first = await step(context, {
    check: 'adds a house note with an Idempotency-Key',
    as: 'agent',
    endpoint: endpoints.createHouseNote,
    body: payload,
    headers,
  });
  if (!first.ok) return;
  const replay = await step(context, {
    check: 'replays it with the same key (its answer was lost)',
    as: 'agent',
    endpoint: endpoints.createHouseNote,
    body: payload,
    headers,
  });
  if (!replay.ok) return;
  await step<HouseNote[]>(context, {
    check: 'the replayed house note exists once',
    as: 'agent',
    endpoint: endpoints.getHouseNotes,
    verifies: 'listed once (Idempotency-Key honoured)',
    verify: (notes) => onlyOne(notes, (note) => note.others === others, 'the replayed house note').problem,
  });
}

export async function checkPersonalWrites(context: CheckContext): Promise<void> {
  await addHouseNote(context);
  await replayHouseNote(context);
  await addFavorite(context);
  await addEvent(context);
}
