import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StreetDoorsLink } from '../../doors/StreetDoorsLink';
import { memoryPreferenceStore } from '../../map/geolocation';
import { polygonsCenter, sectorPolygons } from '../../map/geometry';
import {
  fakeGeolocation,
  southOf,
  waitForMapTiles,
  walkingGeolocation,
} from '../../map/testing/story-helpers';
import type { LatLngTuple } from '../../map/types';
import { onPaper } from '../FieldSheet/testing/paper-decorator';
import { loadSectors, SECTOR_CONTACTS, type SectorLoaded, ZONE } from '../story-data';
import { SectorPage } from './SectorPage';

const meta = {
  title: 'Territory/SectorPage',
  component: SectorPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', zone: ZONE.laBaule, sectorNumber: 4 },
  args: {
    sector: null,
    status: 'ready',
    onBack: fn(),
    onUpdateStreetCount: fn(async () => {}),
    onToggleStreet: fn(),
    onHouseNote: fn(async () => {}),
    onCreateNote: fn(async () => {}),
    onUpdateNote: fn(async () => {}),
    onDeleteNote: fn(async () => {}),
    onPrint: fn(),
  },
  loaders: [loadSectors],
  render: (args, { loaded }) => (
    <SectorPage {...args} sector={args.sector ?? (loaded as SectorLoaded).sector} />
  ),
} satisfies Meta<typeof SectorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** The street count sits folded at the bottom of the page. */
async function openCountSettings(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByText('Modifier le nombre de rues'));
  return canvas.getByLabelText('Nombre de rues');
}

/**
 * Sector 4 of a generated zone: breadcrumb, progress, the streets to tick first, the polygon at zoom
 * 15, contacts, and the street count folded at the bottom.
 */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const { sector } = loaded as SectorLoaded;
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: `${ZONE.laBaule} n°4` })).toBeVisible();
    const done = sector.streets.filter((street) => street.status === 'done').length;
    await expect(canvas.getByText(`${done} / ${sector.streets.length} rues`)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Gestion des rues' })).toBeVisible();
    await expect(canvas.getByLabelText('Nombre de rues')).not.toBeVisible();
    await expect(await openCountSettings(canvas)).toHaveValue(sector.streets.length);
    await expect(canvas.getByRole('button', { name: 'Mettre à jour' })).toBeDisabled();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(sector.streets.length);
    await expect(canvas.getByRole('button', { name: 'Imprimer la fiche' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retour au Dashboard' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** « Imprimer la fiche », from the keyboard too, opens the browser's print of the field sheet. */
/**
 * On a server with the doors extension, each street row ends with its doors: « Portes » and how many
 * have an outcome (the app passes StreetDoorsLink; without the extension the rows are the spec's).
 */
export const WithDoors: Story = {
  args: {
    streetAside: (street) => (
      <StreetDoorsLink
        supported
        href={`#/streets/${street.id}`}
        streetName={street.name}
        progress={{ visited: street.status === 'done' ? 12 : 3, total: 12 }}
      />
    ),
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const { sector } = loaded as SectorLoaded;
    await waitForMapTiles(canvasElement);
    const [first] = sector.streets;
    if (!first) throw new Error('the story sector has no street');
    await expect(canvas.getAllByRole('link', { name: /^Portes de / })).toHaveLength(sector.streets.length);
    await expect(canvas.getByRole('link', { name: new RegExp(`^Portes de ${first.name}`) })).toBeVisible();
  },
};

export const PrintSheet: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const print = canvas.getByRole('button', { name: 'Imprimer la fiche' });
    print.focus();
    await userEvent.keyboard('{Enter}');
    // Once the sheet is on the page, which may be fetched first.
    await waitFor(() => expect(args.onPrint).toHaveBeenCalledOnce());
    await expect(canvasElement.ownerDocument.querySelector('body > [data-field-sheet]')).not.toBeNull();
    await waitForMapTiles(canvasElement);
  },
};

/**
 * What the printer gets from the page: the field sheet alone, with the contacts the app found for this
 * sector; the page itself is left off the paper.
 */
export const Printed: Story = {
  ...onPaper,
  parameters: { ...meta.parameters, ...onPaper.parameters },
  args: { contacts: SECTOR_CONTACTS },
  play: async ({ canvas, canvasElement }) => {
    const paper = within(canvasElement.ownerDocument.body);
    // The sheet is fetched once the page has settled.
    const title = await paper.findByRole(
      'heading',
      { level: 1, name: `${ZONE.laBaule} n°4` },
      { timeout: 10_000 },
    );
    await expect(title).toBeVisible();
    await expect(paper.getByText('Villa Les Pins, rappeler après 18 h')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Imprimer la fiche' })).toBeNull();
  },
};

/** A new count enables 'Mettre à jour', which sends it. */
export const UpdateStreetCount: Story = {
  play: async ({ args, canvas, loaded }) => {
    const { sector } = loaded as SectorLoaded;
    const input = await openCountSettings(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, String(sector.streets.length + 2));
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    // More streets delete nothing: no question.
    await expect(args.onUpdateStreetCount).toHaveBeenCalledWith(sector.streets.length + 2);
  },
};

/**
 * A lower count names the streets it would delete, the ones already done apart, and waits for the
 * agent's answer: 'Annuler' changes nothing.
 */
export const LowerCountAsksFirst: Story = {
  render: (args, { loaded }) => {
    const { sector } = loaded as SectorLoaded;
    const streets = sector.streets.map((street, index) => ({
      ...street,
      status: index === sector.streets.length - 1 ? ('done' as const) : ('pending' as const),
    }));
    return <SectorPage {...args} sector={{ ...sector, streets }} />;
  },
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const { sector } = loaded as SectorLoaded;
    const last = sector.streets.at(-1);
    const before = sector.streets.at(-2);
    if (!last || !before) throw new Error('the story sector has fewer than two streets');
    const input = await openCountSettings(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, String(sector.streets.length - 2));
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Supprimer des rues ?' });
    await expect(dialog).toHaveTextContent(`Ces rues seront supprimées : ${before.name}, ${last.name}.`);
    await expect(dialog).toHaveTextContent(`Déjà faites, elles seront perdues : ${last.name}.`);
    await expect(args.onUpdateStreetCount).not.toHaveBeenCalled();
    await waitForMapTiles(canvasElement);
  },
};

/** Confirmed: the count is sent. */
export const LowerCountConfirmed: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = await openCountSettings(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Supprimer des rues ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer les rues' }));
    await expect(args.onUpdateStreetCount).toHaveBeenCalledWith(1);
  },
};

/** A negative count is refused on the field; it would otherwise delete every street. */
export const NegativeCountRefused: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = await openCountSettings(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, '-3');
    await expect(input).toHaveAccessibleDescription('Le nombre de rues ne peut pas être négatif.');
    await expect(canvas.getByRole('button', { name: 'Mettre à jour' })).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    await expect(args.onUpdateStreetCount).not.toHaveBeenCalled();
    await waitForMapTiles(canvasElement);
  },
};

/** Every street done: 'Secteur terminé !' and a large 'Retour à la zone'. */
export const SectorFinished: Story = {
  args: { onFinish: fn() },
  render: (args, { loaded }) => {
    const { sector } = loaded as SectorLoaded;
    const streets = sector.streets.map((street) => ({ ...street, status: 'done' as const }));
    return <SectorPage {...args} sector={{ ...sector, streets }} />;
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Secteur terminé !' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retour à la zone' }));
    await expect(args.onFinish).toHaveBeenCalledOnce();
    await waitForMapTiles(canvasElement);
  },
};

/** While the update runs: 'Mise à jour...', disabled. */
export const UpdatingStreetCount: Story = {
  args: { onUpdateStreetCount: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, canvasElement }) => {
    const input = await openCountSettings(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, '18');
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(canvas.getByRole('button', { name: 'Mise à jour...' })).toBeDisabled();
    await waitForMapTiles(canvasElement);
  },
};

/** An emptied field counts as 0 (spec §5: non-numeric becomes 0), which asks before deleting them all. */
export const EmptyCountIsZero: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.clear(await openCountSettings(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Supprimer des rues ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer les rues' }));
    await expect(args.onUpdateStreetCount).toHaveBeenCalledWith(0);
  },
};

/** The server refuses the count: its message as an error toast. */
export const UpdateFails: Story = {
  args: {
    onUpdateStreetCount: fn(async () => Promise.reject(new Error('Le nombre de rues doit être positif.'))),
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const input = await openCountSettings(canvas);
    await userEvent.clear(input);
    await userEvent.type(input, String((loaded as SectorLoaded).sector.streets.length + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Le nombre de rues doit être positif.',
    );
  },
};

/** Ticking a street asks the app to mark it done; the tick follows the sector the app passes back. */
export const ToggleStreet: Story = {
  play: async ({ args, canvas, loaded }) => {
    const street = (loaded as SectorLoaded).sector.streets.find((one) => one.status === 'pending');
    if (!street) throw new Error('the story sector has no pending street');
    await userEvent.click(canvas.getByRole('checkbox', { name: street.name }));
    await expect(args.onToggleStreet).toHaveBeenCalledWith(
      expect.objectContaining({ id: street.id }),
      'done',
    );
  },
};

/**
 * Changes made offline, kept on this device: one street ticked and one unticked, the count changed to
 * 12, a note written (temporary id -1). Each says 'Pas encore envoyé'.
 */
export const OfflineChanges: Story = {
  render: (args, { loaded }) => {
    const { sector } = loaded as SectorLoaded;
    const [unticked, ticked, ...others] = sector.streets;
    const [firstNote, ...otherNotes] = sector.zone_notes ?? [];
    if (!unticked || !ticked || !firstNote) throw new Error('the story sector lacks streets or notes');
    const written = { ...firstNote, id: -1, content: 'Revenir samedi : volets fermés.' };
    return (
      <SectorPage
        {...args}
        sector={{
          ...sector,
          streets: [{ ...unticked, status: 'pending' }, { ...ticked, status: 'done' }, ...others],
          zone_notes: [written, ...otherNotes],
        }}
        pendingStreetIds={new Set([unticked.id, ticked.id])}
        pendingStreetCount={12}
        pendingNoteIds={new Set([-1])}
      />
    );
  },
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const [unticked, ticked] = (loaded as SectorLoaded).sector.streets;
    if (!unticked || !ticked) throw new Error('the story sector has fewer than two streets');
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByLabelText('Nombre de rues')).toHaveValue(12);
    await expect(canvas.getAllByText('Pas encore envoyé')).toHaveLength(3);
    const tickedBox = canvas.getByRole('checkbox', { name: ticked.name });
    await expect(tickedBox).toBeChecked();
    await expect(tickedBox).toHaveAccessibleDescription('Pas encore envoyé');
    await expect(canvas.getByRole('checkbox', { name: unticked.name })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: /^Note de .+ \(Pas encore envoyé\)$/ })).toBeVisible();
    // Controlled: ticking again asks the app, which has not applied it, so the tick stays.
    await userEvent.click(tickedBox);
    await expect(args.onToggleStreet).toHaveBeenCalledWith(
      expect.objectContaining({ id: ticked.id }),
      'pending',
    );
    await expect(tickedBox).toBeChecked();
  },
};

/**
 * A contact met at the door: 'Intéressé' with where to find them. It is listed at once with
 * 'Annuler' for a few seconds, then sent, and marked 'Note enregistrée.'.
 */
export const HouseNote: Story = {
  args: { houseNoteUndoDelayMs: 300 },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Adresse ou nom du contact'), ' Maison 12, rappeler lundi ');
    await userEvent.click(canvas.getByRole('button', { name: 'Intéressé' }));
    await expect(canvas.getByLabelText('Adresse ou nom du contact')).toHaveValue('');
    const list = canvas.getByRole('list', { name: 'Contacts notés sur cette page' });
    await expect(list).toHaveTextContent('Intéressé · Maison 12, rappeler lundi');
    await waitFor(() =>
      expect(args.onHouseNote).toHaveBeenCalledWith('interested', 'Maison 12, rappeler lundi'),
    );
    await expect(await within(list).findByText(/Note enregistrée\./)).toBeVisible();
    // The contacts logged, here and elsewhere, are a tap away.
    await expect(canvas.getByRole('link', { name: 'Voir mes contacts' })).toHaveAttribute(
      'href',
      '/contacts',
    );
  },
};

/** 'Intéressé' needs an address or a name: a contact nobody can find again is not recorded. */
export const InterestedNeedsComment: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Intéressé' }));
    await expect(canvas.getByLabelText('Adresse ou nom du contact')).toHaveAccessibleDescription(
      /Indiquez l'adresse ou le nom du contact intéressé\./,
    );
    await expect(canvas.queryByRole('list', { name: 'Contacts notés sur cette page' })).toBeNull();
    await expect(args.onHouseNote).not.toHaveBeenCalled();
  },
};

/**
 * The page's own announcement: the map's position line keeps a status region of its own, empty until a
 * position is shared.
 */
const pageStatus = (canvas: ReturnType<typeof within>) => {
  const spoken = canvas.getAllByRole('status').filter((status: HTMLElement) => status.textContent !== '');
  if (spoken.length !== 1) throw new Error(`expected one status with text, found ${spoken.length}`);
  return spoken[0] as HTMLElement;
};

/** A tap taken back within the delay is never sent, and its comment comes back to the field. */
export const HouseNoteUndone: Story = {
  args: { houseNoteUndoDelayMs: 60_000 },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Adresse ou nom du contact'), 'Mme Leroy, n°4');
    await userEvent.click(canvas.getByRole('button', { name: 'Intéressé' }));
    await expect(canvas.getByRole('button', { name: 'Annuler : Intéressé · Mme Leroy, n°4' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler : Intéressé · Mme Leroy, n°4' }));
    await expect(canvas.queryByRole('list', { name: 'Contacts notés sur cette page' })).toBeNull();
    await expect(canvas.getByLabelText('Adresse ou nom du contact')).toHaveValue('Mme Leroy, n°4');
    await expect(pageStatus(canvas)).toHaveTextContent('Note annulée.');
    await expect(args.onHouseNote).not.toHaveBeenCalled();
  },
};

/** Still waiting for its delay: listed with 'Annuler'. */
export const HouseNoteWaiting: Story = {
  args: { houseNoteUndoDelayMs: 60_000 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réfléchit' }));
    await expect(canvas.getByRole('button', { name: 'Annuler : Réfléchit' })).toBeVisible();
    await expect(pageStatus(canvas)).toHaveTextContent(
      'Noté : Réfléchit. Vous pouvez annuler quelques secondes.',
    );
  },
};

export const HouseNoteThinking: Story = {
  args: { houseNoteUndoDelayMs: 0 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réfléchit' }));
    await waitFor(() => expect(args.onHouseNote).toHaveBeenCalledWith('thinking', ''));
  },
};

/** Refused: off the list, the error said, and what was typed back in the field. */
export const HouseNoteFails: Story = {
  args: { onHouseNote: fn(async () => Promise.reject(new Error(''))), houseNoteUndoDelayMs: 0 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Adresse ou nom du contact'), 'Villa Les Pins');
    await userEvent.click(canvas.getByRole('button', { name: 'Réfléchit' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
    await expect(canvas.getByLabelText('Adresse ou nom du contact')).toHaveValue('Villa Les Pins');
  },
};

/** A sector without streets. */
export const NoStreets: Story = {
  render: (args, { loaded }) => (
    <SectorPage {...args} sector={{ ...(loaded as SectorLoaded).sector, streets: [] }} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Aucune rue trouvée.')).toBeVisible();
    await expect(await openCountSettings(canvas)).toHaveValue(0);
    await waitForMapTiles(canvasElement);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  render: (args) => <SectorPage {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
  },
};

export const NotFound: Story = {
  render: (args) => <SectorPage {...args} sector={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Secteur non trouvé.');
  },
};

/** A load failure, with the catalogue's default message. */
export const LoadError: Story = {
  args: { status: 'error' },
  render: (args) => <SectorPage {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur: Erreur chargement secteur.');
  },
};

/** A load failure with the server's own message. */
export const LoadErrorFromServer: Story = {
  args: { status: 'error', error: 'Vous n’avez pas accès à ce secteur.' },
  render: (args) => <SectorPage {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur: Vous n’avez pas accès à ce secteur.');
  },
};

/** The position was shared on an earlier visit: the map follows the agent without asking. */
const sharedPosition = memoryPreferenceStore('granted');

const outlinesOf = (sector: SectorLoaded['sector']) =>
  sectorPolygons(sector.geometry).map(([outline]) => outline ?? []);
const middleOf = (sector: SectorLoaded['sector']): LatLngTuple =>
  polygonsCenter(sectorPolygons(sector.geometry)) ?? [0, 0];

/** What screen readers were last told about the position (the line's polite status region). */
const positionAnnouncement = (element: HTMLElement, text: string) =>
  within(element).findByText(text, { selector: '[role="status"]' });

/** The page with the agent standing still in the sector's middle, placed within `accuracy` metres. */
const standingInTheMiddle =
  (accuracy: number): Story['render'] =>
  (args, { loaded }) => {
    const { sector } = loaded as SectorLoaded;
    return (
      <SectorPage
        {...args}
        sector={sector}
        preferenceStore={sharedPosition}
        geolocation={fakeGeolocation(middleOf(sector), accuracy)}
      />
    );
  };

/**
 * The agent stands in the sector: their dot in its accuracy circle, « Vous êtes dans le secteur »
 * under the map, and « Centrer sur moi » in its corner.
 */
export const PositionInside: Story = {
  render: standingInTheMiddle(25),
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(await canvas.findByText('Vous êtes dans le secteur', { selector: 'p' })).toBeVisible();
    await expect(await positionAnnouncement(canvasElement, 'Vous êtes dans le secteur')).toBeInTheDocument();
    await expect(await canvas.findByRole('img', { name: 'Vous êtes ici' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Centrer sur moi' })).toBeVisible();
    await waitForMapTiles(canvasElement);
  },
};

const walkingAgent = walkingGeolocation();

/**
 * The agent walks out of the sector: « À 350 m du secteur », the metres following each step while
 * screen readers heard only that they left it.
 */
export const PositionOutside: Story = {
  render: (args, { loaded }) => (
    <SectorPage
      {...args}
      sector={(loaded as SectorLoaded).sector}
      preferenceStore={sharedPosition}
      geolocation={walkingAgent}
    />
  ),
  play: async ({ canvas, canvasElement, loaded }) => {
    const { sector } = loaded as SectorLoaded;
    await waitForMapTiles(canvasElement);
    walkingAgent.moveTo(middleOf(sector));
    await expect(await canvas.findByText('Vous êtes dans le secteur', { selector: 'p' })).toBeVisible();
    walkingAgent.moveTo(southOf(outlinesOf(sector), 520));
    await expect(await canvas.findByText('À 520 m du secteur', { selector: 'p' })).toBeVisible();
    await expect(await positionAnnouncement(canvasElement, 'À 520 m du secteur')).toBeInTheDocument();
    walkingAgent.moveTo(southOf(outlinesOf(sector), 350));
    await expect(await canvas.findByText('À 350 m du secteur', { selector: 'p' })).toBeVisible();
    // Still outside: nothing new to announce.
    await expect(await positionAnnouncement(canvasElement, 'À 520 m du secteur')).toBeInTheDocument();
    await waitForMapTiles(canvasElement);
  },
};

/** Indoors, the phone places the agent within 120 m only: the line says so rather than guess. */
export const PositionImprecise: Story = {
  render: standingInTheMiddle(118),
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(await canvas.findByText('Position imprécise (± 120 m)', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByText('Vous êtes dans le secteur')).not.toBeInTheDocument();
    await waitForMapTiles(canvasElement);
  },
};

/** At 200 % zoom (195 px), street count settings open: the field as wide as its card. */
export const PhoneZoomed: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneZoomed' } },
};
