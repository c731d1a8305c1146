// The contacts benchmark page: « Mes contacts » (ContactsScreen, @prospect/ui) over ?size=5000 house
// notes, with two months of events (call-backs among them) and contact favourites, as the app gives
// them. The page only renders and keeps the clock; bench/contacts.ts taps and types with real input.

import type { HouseNote } from '@prospect/contract';
import {
  type CalendarEvent,
  type CallBackModalProps,
  type ContactFilter,
  ContactsScreen,
  callBackDraft,
  contactEntries,
  type Favorite,
  filterContacts,
  LoadingText,
  ToastProvider,
} from '@prospect/ui';
import { ProspectThemeProvider } from '@prospect/ui/theme';
import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ContactsBenchPage } from './contacts-protocol';
import { afterPaint, mainThreadFigures, params, seededRandom, whenDom } from './harness';

const size = Number(params.get('size') ?? 5_000);
const NOW = new Date(2026, 10, 22, 9, 30);

const NAMES = [
  'Mme Guérin',
  'M. Roux',
  'Mme Caradec',
  'M. Le Goff',
  'Mme Bernard',
  'M. Tessier',
  'Mme Kerbrat',
];
const PLACES = ['rue des Pins', 'avenue Pavie', 'quai Leray', 'allée des Mimosas', 'boulevard Hennecart'];
const PROJECTS = [
  'projet de vente au printemps, à rappeler.',
  'réfléchit à vendre la maison familiale.',
  'souhaite une estimation écrite avant l’été.',
  'succession en cours, rappeler en janvier.',
];
/** A contact's whole story, as some agents type it: about 3,000 characters. */
const LONG_STORY = Array.from(
  { length: 24 },
  (_, index) =>
    `Visite ${index + 1} : hésitent encore entre vendre et louer à l’année ; veulent une estimation.`,
).join(' ');

function generateNotes(count: number): HouseNote[] {
  const random = seededRandom(32);
  return Array.from({ length: count }, (_, index): HouseNote => {
    const thinking = random() < 0.35;
    const long = index % 50 === 7;
    return {
      id: 100_000 + index,
      label: thinking ? 'thinking' : 'interested',
      others: `${NAMES[index % NAMES.length]}, ${(index % 60) + 1} ${PLACES[index % PLACES.length]} : ${
        long ? LONG_STORY : PROJECTS[Math.floor(random() * PROJECTS.length)]
      }`,
      user: 'Camille Martin',
      // Up to three years back, in the order a server might send: not sorted.
      created_at: new Date(NOW.getTime() - Math.floor(random() * 3 * 365 * 24) * 3_600_000).toISOString(),
      street_name: PLACES[index % PLACES.length],
    };
  });
}

/** A call-back planned for one contact in twenty, plus ordinary prospecting days, over two months. */
function generateEvents(notes: readonly HouseNote[]): CalendarEvent[] {
  const callBacks = notes
    .filter((_, index) => index % 20 === 3)
    .map((note, index): CalendarEvent => ({ ...callBackDraft(note, NOW), id: index + 1 }));
  const days = Array.from(
    { length: 60 },
    (_, day): CalendarEvent => ({
      id: 50_000 + day,
      title: 'Porte-à-porte',
      description: 'Secteurs 1 à 4.',
      type: 'prospection',
      location: 'La Baule-Escoublac',
      date: new Date(2026, 10, 1 + day, 9).toISOString(),
    }),
  );
  return [...callBacks, ...days];
}

function generateFavorites(notes: readonly HouseNote[]): Favorite[] {
  return notes
    .filter((_, index) => index % 25 === 5)
    .map((note, index) => ({
      id: index + 1,
      title: (note.others ?? '').slice(0, 40),
      content: note.others ?? '',
      type: note.label === 'thinking' ? 'estimation' : 'contact',
      street: null,
      street_name: null,
      created_at: NOW.toISOString(),
    }));
}

const notes = generateNotes(size);
const events = generateEvents(notes);
const favorites = generateFavorites(notes);
const entries = contactEntries(notes);
const noop = () => {};
const resolved = async () => {};
const NoModal = (_: CallBackModalProps) => null;

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
const root = createRoot(container);

/**
 * The app has painted its shell, with the theme and the font, long before the list opens: so has this
 * page before the clock starts, or the document's first layout would count as the list's.
 */
function Shell({ children }: { children: ReactNode }) {
  return (
    <ProspectThemeProvider>
      <ToastProvider>{children}</ToastProvider>
    </ProspectThemeProvider>
  );
}

const page: ContactsBenchPage = {
  ready: false,
  async render() {
    // In a transition, as the router renders a screen it navigates to (React Router wraps navigations
    // in startTransition): React may yield between components.
    startTransition(() =>
      root.render(
        <Shell>
          <ContactsScreen
            notes={notes}
            events={events}
            favorites={favorites}
            now={NOW}
            onRetry={noop}
            CallBackModal={NoModal}
            onScheduleCallBack={resolved}
            onAddFavorite={resolved}
          />
        </Shell>,
      ),
    );
    await whenDom(() => document.querySelector('main li, ul li') !== null);
    return page.paintedAt();
  },
  async paintedAt() {
    await afterPaint();
    return performance.now();
  },
  expectedCount: (filter: ContactFilter, query: string) => filterContacts(entries, filter, query).length,
  mainThread: mainThreadFigures,
};

window.__contactsBench = page;
root.render(
  <Shell>
    <LoadingText />
  </Shell>,
);
void whenDom(() => document.body.textContent?.includes('Chargement') ?? false)
  .then(() => document.fonts.ready)
  .then(afterPaint)
  .then(
    () => {
      page.ready = true;
    },
    (error: unknown) => {
      page.error = String(error);
    },
  );
