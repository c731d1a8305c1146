import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { waitForMapTiles } from '../../map/testing/storyHelpers';
import { loadSectors, type SectorLoaded, ZONE } from '../storyData';
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
  },
  loaders: [loadSectors],
  render: (args, { loaded }) => (
    <SectorPage {...args} sector={args.sector ?? (loaded as SectorLoaded).sector} />
  ),
} satisfies Meta<typeof SectorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Sector 4 of a generated zone: breadcrumb, street count, the polygon at zoom 15, its streets. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const { sector } = loaded as SectorLoaded;
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: `${ZONE.laBaule} n°4` })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Gestion des rues' })).toBeVisible();
    await expect(canvas.getByLabelText('Nombre de rues')).toHaveValue(sector.streets.length);
    await expect(canvas.getByRole('button', { name: 'Mettre à jour' })).toBeDisabled();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(sector.streets.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Retour au Dashboard' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A new count enables 'Mettre à jour', which sends it. */
export const UpdateStreetCount: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Nombre de rues');
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(args.onUpdateStreetCount).toHaveBeenCalledWith(3);
  },
};

/** While the update runs: 'Mise à jour...', disabled. */
export const UpdatingStreetCount: Story = {
  args: { onUpdateStreetCount: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Nombre de rues');
    await userEvent.clear(input);
    await userEvent.type(input, '8');
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(canvas.getByRole('button', { name: 'Mise à jour...' })).toBeDisabled();
    await waitForMapTiles(canvasElement);
  },
};

/** An emptied field counts as 0 (spec §5: non-numeric becomes 0). */
export const EmptyCountIsZero: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Nombre de rues'));
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(args.onUpdateStreetCount).toHaveBeenCalledWith(0);
  },
};

/** The server refuses the count: its message as an error toast. */
export const UpdateFails: Story = {
  args: {
    onUpdateStreetCount: fn(async () => Promise.reject(new Error('Le nombre de rues doit être positif.'))),
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Nombre de rues');
    await userEvent.clear(input);
    await userEvent.type(input, '2');
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

/** A contact met at the door: 'Intéressé' with a comment. */
export const HouseNote: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Commentaire (facultatif)'), ' Maison 12, rappeler lundi ');
    await userEvent.click(canvas.getByRole('button', { name: 'Intéressé' }));
    await expect(args.onHouseNote).toHaveBeenCalledWith('interested', 'Maison 12, rappeler lundi');
    await expect(await body(canvasElement).findByRole('status')).toHaveTextContent('Note enregistrée.');
    await expect(canvas.getByLabelText('Commentaire (facultatif)')).toHaveValue('');
  },
};

export const HouseNoteThinking: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réfléchit' }));
    await expect(args.onHouseNote).toHaveBeenCalledWith('thinking', '');
  },
};

export const HouseNoteFails: Story = {
  args: { onHouseNote: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réfléchit' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  },
};

/** A sector without streets. */
export const NoStreets: Story = {
  render: (args, { loaded }) => (
    <SectorPage {...args} sector={{ ...(loaded as SectorLoaded).sector, streets: [] }} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Aucune rue trouvée.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Nombre de rues')).toHaveValue(0));
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
