import { calendarEventReader, favoriteReader, houseNoteReader, isPage } from '@prospect/contract';
import { demoAccounts, seed, signIn } from '@prospect/mock-server';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import type { LoadStatus } from '../primitives/load-status';
import { callBackDraft } from './contact-details';
import type { CalendarEvent, Favorite, HouseNote } from './types';

// The contacts stories read what the app reads, through the mock backend's handlers (msw in the
// page), so an error or an empty answer is one handler overridden in `parameters.msw.handlers`.

/** The frozen clock of the story tests (test/freeze.ts): 'tomorrow' is 23 November 2026. */
export const STORY_NOW = new Date(2026, 10, 22, 9, 30);

export interface ContactsLoaded {
  status: LoadStatus;
  notes: HouseNote[];
  events: CalendarEvent[];
  favorites: Favorite[];
}

const bearer = () => ({ Authorization: `Bearer ${signIn(demoAccounts.agent).access}` });

async function readList<T extends v.GenericSchema>(path: string, reader: T): Promise<v.InferOutput<T>[]> {
  const response = await fetch(path, { headers: bearer() });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body: unknown = await response.json();
  return v.parse(v.array(reader), isPage(body) ? body.results : body);
}

async function post(path: string, body: object): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { ...bearer(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

/** This month and the next, as the screen asks for them (spec §7's month bounds). */
const eventsPaths = () =>
  [0, 1].map((offset) => {
    const start = new Date(STORY_NOW.getFullYear(), STORY_NOW.getMonth() + offset, 1);
    const end = new Date(start.getFullYear(), start.getMonth() + 1, 0, 23, 59, 59, 999);
    const query = new URLSearchParams({ start_date: start.toISOString(), end_date: end.toISOString() });
    return `/api/accounts/events/?${query}`;
  });

/** What the screen reads, as the mock backend answers it now; a failed read is the Error state. */
async function readContacts(): Promise<ContactsLoaded> {
  try {
    const [notes, favorites, ...months] = await Promise.all([
      readList('/api/house-notes/', houseNoteReader),
      readList('/api/accounts/favorites/', favoriteReader),
      ...eventsPaths().map((path) => readList(path, calendarEventReader)),
    ]);
    return { status: 'ready', notes, favorites, events: months.flat() };
  } catch {
    return { status: 'error', notes: [], favorites: [], events: [] };
  }
}

/** Camille's contacts, events and favourites from the seeded mock backend. */
export async function loadContacts(): Promise<ContactsLoaded> {
  await seed({ now: STORY_NOW });
  return readContacts();
}

/** The Mme Lefèvre of the seed, interested in selling her villa. */
export const LEFEVRE_TEXT = 'Mme Lefèvre, villa face à la mer, souhaite être rappelée.';

/**
 * A call-back and a favourite saved for Mme Lefèvre through the mock's own calls, as the screen saves
 * them, then everything read back.
 */
export async function loadContactsWithFollowUp(): Promise<ContactsLoaded> {
  await seed({ now: STORY_NOW });
  const lefevre: HouseNote = {
    id: null,
    label: 'interested',
    others: LEFEVRE_TEXT,
    user: '',
    created_at: '',
  };
  await post('/api/accounts/events/create/', callBackDraft(lefevre, STORY_NOW));
  await post('/api/accounts/favorites/create/', {
    title: 'Mme Lefèvre, villa face à la mer',
    content: LEFEVRE_TEXT,
    type: 'contact',
    street: null,
  });
  return readContacts();
}

/** GET /api/house-notes/ answering `notes` instead of the seed's (DRF-shaped JSON). */
export const houseNotesAnswer = (notes: () => unknown[]) =>
  http.get('*/api/house-notes/', () => HttpResponse.json(notes()));

const FIRST_NAMES = ['Mme Guérin', 'M. Roux', 'Mme Caradec', 'M. Le Goff', 'Mme Bernard', 'M. Tessier'];
const PLACES = ['rue des Pins', 'avenue Pavie', 'quai Leray', 'allée des Mimosas', 'boulevard Hennecart'];

/** `count` contract-shaped house notes, newest first, one a few hours apart (deterministic). */
export function manyHouseNotes(count: number): HouseNote[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 10_000 + index,
    label: index % 3 === 2 ? 'thinking' : 'interested',
    others: `${FIRST_NAMES[index % FIRST_NAMES.length]}, ${(index % 40) + 1} ${PLACES[index % PLACES.length]} : ${
      index % 3 === 2 ? 'réfléchit à vendre.' : 'projet de vente, à rappeler.'
    }`,
    user: 'Camille Martin',
    created_at: new Date(STORY_NOW.getTime() - (index + 1) * 3 * 3_600_000).toISOString(),
  }));
}

/** About 3,000 characters typed at a door: a contact's whole story. */
export const LONG_TEXT = Array.from(
  { length: 24 },
  (_, index) =>
    `Visite ${index + 1} : M. et Mme Kerbrat hésitent encore entre vendre la maison familiale et la louer à l’année ; ils veulent une estimation écrite.`,
)
  .join('\n')
  .slice(0, 3000);

/** Logged on this device without network, not yet sent: its outbox key stands for its id. */
export const STORY_PENDING_NOTES: HouseNote[] = [
  {
    id: 'outbox-1',
    label: 'interested',
    others: 'Mme Guérin, villa Les Roses : vente d’ici l’été.',
    user: '',
    created_at: new Date(2026, 10, 22, 9, 20).toISOString(),
  },
  {
    id: 'outbox-2',
    label: 'thinking',
    others: null,
    user: '',
    created_at: new Date(2026, 10, 22, 9, 10).toISOString(),
  },
];
