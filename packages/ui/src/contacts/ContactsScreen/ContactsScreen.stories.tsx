import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { EventModal } from '../../calendar/EventModal';
import { SyncStatus } from '../../sync/SyncStatus';
import {
  type ContactsLoaded,
  houseNotesAnswer,
  LEFEVRE_TEXT,
  LONG_TEXT,
  loadContacts,
  loadContactsWithFollowUp,
  manyHouseNotes,
  STORY_PENDING_NOTES,
} from '../story-data';
import { ContactsScreen, type ContactsScreenProps } from './ContactsScreen';

type Canvas = ReturnType<typeof within>;
const body = (element: HTMLElement) => within(element.ownerDocument.body);
const list = (canvas: Canvas) => within(canvas.getByRole('list', { name: 'Liste des contacts' }));
/** Waits until every card of the list shows: a long list adds a few per frame while busy. */
async function wholeList(canvas: Canvas) {
  const element = await canvas.findByRole('list', { name: 'Liste des contacts' });
  await waitFor(() => expect(element).not.toHaveAttribute('aria-busy'));
}
const card = (canvas: Canvas, name: string | RegExp) => within(list(canvas).getByRole('article', { name }));
const LEFEVRE = 'Mme Lefèvre, villa face à la mer, souhai…';

/** The screen with what the mock backend answered, unless the story gives its own notes or state. */
function LoadedScreen({ args, loaded }: { args: ContactsScreenProps; loaded: ContactsLoaded }) {
  return (
    <ContactsScreen
      {...args}
      status={args.status ?? loaded.status}
      notes={args.notes.length > 0 ? args.notes : loaded.notes}
      events={args.events ?? loaded.events}
      favorites={args.favorites ?? loaded.favorites}
    />
  );
}

const meta = {
  title: 'Contacts/ContactsScreen',
  component: ContactsScreen,
  tags: ['autodocs'],
  args: {
    notes: [],
    onRetry: fn(),
    onFilterChange: fn(),
    // The app passes the calendar's event modal; the story does the same.
    CallBackModal: EventModal,
    onScheduleCallBack: fn(async () => {}),
    onAddFavorite: fn(async () => {}),
  },
  loaders: [loadContacts],
  // As in the app: the whole page, no Storybook padding.
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => <LoadedScreen args={args} loaded={loaded as ContactsLoaded} />,
} satisfies Meta<typeof ContactsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Camille's contacts, newest first: label, text, date and author, and what to do next. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await wholeList(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mes contacts' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('8 contacts');
    const cards = list(canvas).getAllByRole('article');
    await expect(cards).toHaveLength(8);
    const newest = within(cards[0] as HTMLElement);
    await expect(newest.getByText('Réfléchit')).toBeVisible();
    await expect(
      newest.getByText('Maison avec jardin, attend une mutation.', { selector: 'p' }),
    ).toBeVisible();
    await expect(newest.getByText(/Camille Martin$/)).toHaveTextContent(/^Le 20\/11\/2026 · Camille Martin$/);
    await expect(card(canvas, LEFEVRE).getByText('Intéressé')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Intéressés' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('group', { name: 'Afficher' })).toBeVisible();
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
    await expect(canvas.queryByRole('list', { name: 'Liste des contacts' })).not.toBeInTheDocument();
  },
};

/** No contact logged yet: where to log one. */
export const Empty: Story = {
  parameters: { msw: { handlers: [houseNotesAnswer(() => [])] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun contact pour le moment')).toBeVisible();
    await expect(canvas.getByText(/depuis la page d’un secteur, dans « Noter un contact »/)).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** The server failed: the spec's 'Erreur: …' and a way to try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/house-notes/', () => HttpResponse.json({ detail: 'Erreur.' }, { status: 500 })),
      ],
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur: Erreur lors du chargement');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Offline, the list read before shows from the device; the app's sync bar says so above it. */
export const Offline: Story = {
  args: { offline: true },
  render: (args, { loaded }) => (
    <>
      <SyncStatus state="offline" waiting={0} refused={0} stale onRetry={fn()} onShowChanges={fn()} />
      <LoadedScreen args={args} loaded={loaded as ContactsLoaded} />
    </>
  ),
  play: async ({ canvas }) => {
    await wholeList(canvas);
    await expect(canvas.getByText('Hors ligne')).toBeVisible();
    await expect(list(canvas).getAllByRole('article')).toHaveLength(8);
    await expect(card(canvas, LEFEVRE).getByRole('button', { name: 'Planifier un rappel' })).toBeEnabled();
  },
};

/** Offline on a device that never read the list: nothing to show until the network is back. */
export const OfflineNothingKept: Story = {
  args: { offline: true },
  parameters: { msw: { handlers: [http.get('*/api/house-notes/', () => HttpResponse.error())] } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Hors ligne')).toBeVisible();
    await expect(canvas.getByText('Vos contacts s’afficheront ici au retour du réseau.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Logged without network a moment ago: shown at once, first, marked 'Pas encore envoyé'. */
export const PendingOffline: Story = {
  render: (args, { loaded }) => {
    const data = loaded as ContactsLoaded;
    return (
      <>
        <SyncStatus
          state="offline"
          waiting={2}
          refused={0}
          stale={false}
          onRetry={fn()}
          onShowChanges={fn()}
        />
        <ContactsScreen
          {...args}
          status="ready"
          notes={[...STORY_PENDING_NOTES, ...data.notes]}
          pendingNoteIds={new Set(STORY_PENDING_NOTES.map((note) => note.id))}
          events={data.events}
          favorites={data.favorites}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    await wholeList(canvas);
    const cards = list(canvas).getAllByRole('article');
    await expect(cards).toHaveLength(10);
    await expect(cards[0]).toHaveAccessibleName('Mme Guérin, villa Les Roses : vente d’ic…');
    await expect(cards[0]).toHaveAccessibleDescription('Pas encore envoyé');
    await expect(cards[1]).toHaveAccessibleDescription('Pas encore envoyé');
    await expect(within(cards[1] as HTMLElement).getByText('Sans commentaire')).toBeVisible();
    await expect(cards[2]).not.toHaveAccessibleDescription();
  },
};

/** From the dashboard's « Contacts » figure: only those interested, logged the year it counts. */
export const FilteredInterested: Story = {
  args: { initialFilter: 'interested', initialYear: 2026, onYearChange: fn() },
  play: async ({ canvas }) => {
    await wholeList(canvas);
    await expect(canvas.getByRole('button', { name: 'Intéressés' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('4 contacts');
    await expect(list(canvas).getAllByText('Intéressé')).toHaveLength(4);
    await expect(list(canvas).queryByText('Réfléchit')).not.toBeInTheDocument();
    await expect(canvas.getByText('Notés en 2026')).toBeVisible();
  },
};

/** A year without contacts, then every year: the scope goes, the address follows. */
export const EveryYear: Story = {
  args: { initialFilter: 'interested', initialYear: 2025, onYearChange: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Notés en 2025')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 contact');
    await userEvent.click(canvas.getByRole('button', { name: 'Toutes les années' }));
    await expect(args.onYearChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByText('Notés en 2025')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('5 contacts');
  },
};

/** Réfléchissent chosen: the list and the address follow (the app keeps the filter in the URL). */
export const FilteredThinking: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réfléchissent' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('thinking');
    await expect(canvas.getByRole('button', { name: 'Réfléchissent' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('3 contacts');
  },
};

/** A search finds words of the text, case and accents aside. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await wholeList(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher dans vos contacts' }), 'LEFEVRE');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 contact'));
    await expect(list(canvas).getByRole('article', { name: LEFEVRE })).toBeVisible();
  },
};

/** Nothing matches: say so, and offer the whole list back. */
export const SearchNoResult: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher dans vos contacts' }), 'piscine');
    await waitFor(() => expect(canvas.getByText('Aucun contact ne correspond')).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('0 contacts');
    await expect(canvas.getByText('Essayez un autre mot, ou affichez tous vos contacts.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Afficher tous les contacts' })).toBeVisible();
  },
};

const longTextAnswer = {
  parameters: {
    msw: {
      handlers: [
        houseNotesAnswer(() => [
          {
            id: 1,
            label: 'thinking',
            others: LONG_TEXT,
            user: 'Camille Martin',
            created_at: '2026-11-21T16:00:00Z',
          },
          {
            id: 2,
            label: 'interested',
            others: 'M. Perrin, maison de ville rue Crébillon.',
            user: 'Camille Martin',
            created_at: '2026-11-20T10:00:00Z',
          },
        ]),
      ],
    },
  },
};

/** A 3,000-character text shows its first lines, with 'Afficher plus'; a short one has nothing to unfold. */
export const LongText: Story = {
  ...longTextAnswer,
  play: async ({ canvas }) => {
    await expect(LONG_TEXT).toHaveLength(3000);
    const text = canvas.getByText(/^Visite 1 :/, { selector: 'p' });
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
    await expect(text.clientHeight).toBeLessThan(150);
    await expect(canvas.getByRole('button', { name: 'Afficher plus' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getAllByRole('button', { name: /^Afficher (plus|moins)$/ })).toHaveLength(1);
  },
};

/** 'Afficher plus' unfolds the whole text; 'Afficher moins' folds it again. */
export const LongTextExpanded: Story = {
  ...longTextAnswer,
  play: async ({ canvas }) => {
    const text = canvas.getByText(/^Visite 1 :/, { selector: 'p' });
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher plus' }));
    await expect(canvas.getByRole('button', { name: 'Afficher moins' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(text.clientHeight).toBeGreaterThan(1000);
  },
};

/** 500 contacts: the first 20, then 20 more at a time. */
export const ManyContacts: Story = {
  parameters: { msw: { handlers: [houseNotesAnswer(() => manyHouseNotes(500))] } },
  play: async ({ canvas }) => {
    await wholeList(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('500 contacts');
    await expect(list(canvas).getAllByRole('article')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: 'Afficher 20 contacts de plus' })).toBeVisible();
  },
};

/** Where a server says the contact was met, the card says it too. */
export const WithPlace: Story = {
  parameters: {
    msw: {
      handlers: [
        houseNotesAnswer(() => [
          {
            id: '41',
            label: 'interested',
            others: 'Mme Roux, au fond de l’impasse.',
            user: { first_name: 'Camille', last_name: 'Martin' },
            created_at: '2026-11-21T16:00:00Z',
            sector: { id: 12, number: 3 },
            street: { id: 102, name: 'Rue des Pins' },
          },
        ]),
      ],
    },
  },
  play: async ({ canvas }) => {
    await wholeList(canvas);
    await expect(
      card(canvas, 'Mme Roux, au fond de l’impasse.').getByText('Secteur N°3 · Rue des Pins'),
    ).toBeVisible();
  },
};

/** A call-back planned and a favourite kept for Mme Lefèvre: the card shows both. */
export const WithCallBack: Story = {
  loaders: [loadContactsWithFollowUp],
  play: async ({ canvas }) => {
    await wholeList(canvas);
    const lefevre = card(canvas, LEFEVRE);
    await expect(lefevre.getByText('Rappel prévu le 23/11/2026 à 10:00')).toBeVisible();
    await expect(lefevre.getByText('Dans vos favoris')).toBeVisible();
    await expect(lefevre.queryByRole('button', { name: 'Ajouter aux favoris' })).not.toBeInTheDocument();
    await expect(list(canvas).getAllByText(/^Rappel prévu/)).toHaveLength(1);
  },
};

const openCallBack = async (canvas: Canvas, canvasElement: HTMLElement) => {
  await userEvent.click(card(canvas, LEFEVRE).getByRole('button', { name: 'Planifier un rappel' }));
  return within(await body(canvasElement).findByRole('dialog', { name: 'Ajouter un événement' }));
};

/** « Planifier un rappel »: the calendar's modal, prefilled with a Rendez-vous tomorrow at 10:00. */
export const ScheduleCallBack: Story = {
  play: async ({ canvas, canvasElement }) => {
    const modal = await openCallBack(canvas, canvasElement);
    await expect(modal.getByText('Le lundi 23 novembre 2026')).toBeVisible();
    await expect(modal.getByLabelText('Titre')).toHaveValue(
      'Rappeler : Mme Lefèvre, villa face à la mer, souhai…',
    );
    await expect(modal.getByLabelText('Type')).toHaveDisplayValue('Rendez-vous');
    await expect(modal.getByLabelText('Date et heure')).toHaveValue('2026-11-23T10:00');
    await expect(modal.getByLabelText('Description')).toHaveValue(LEFEVRE_TEXT);
  },
};

/** Saved at the moment the agent chose, through the calendar's event call; the modal closes and says so. */
export const ScheduleCallBackSaved: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const modal = await openCallBack(canvas, canvasElement);
    fireEvent.change(modal.getByLabelText('Date et heure'), { target: { value: '2026-11-24T18:00' } });
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(args.onScheduleCallBack).toHaveBeenCalledWith({
      title: 'Rappeler : Mme Lefèvre, villa face à la mer, souhai…',
      type: 'rdv',
      description: LEFEVRE_TEXT,
      location: '',
      date: new Date(2026, 10, 24, 18).toISOString(),
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await body(canvasElement).findByText('Rappel ajouté au calendrier.')).toBeVisible();
  },
};

/** « Ajouter aux favoris »: a contact when interested (an estimation when thinking it over). */
export const AddFavorite: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await wholeList(canvas);
    await userEvent.click(card(canvas, LEFEVRE).getByRole('button', { name: 'Ajouter aux favoris' }));
    await expect(args.onAddFavorite).toHaveBeenCalledWith({
      title: 'Mme Lefèvre, villa face à la mer, souhai…',
      content: LEFEVRE_TEXT,
      type: 'contact',
      street: null,
    });
    await expect(await body(canvasElement).findByText('Ajouté à vos favoris.')).toBeVisible();
  },
};

/** At 200 % zoom (195 px): the three filters one under another. */
export const PhoneZoomed: Story = {
  ...WithCallBack,
  globals: { viewport: { value: 'phoneZoomed' } },
};
