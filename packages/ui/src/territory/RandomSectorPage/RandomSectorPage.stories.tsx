import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { waitForMapTiles } from '../../map/testing/story-helpers';
import { loadSectors, type SectorLoaded, ZONE } from '../story-data';
import { RandomSectorPage } from './RandomSectorPage';

const meta = {
  title: 'Territory/RandomSectorPage',
  component: RandomSectorPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', zone: ZONE.nantes, sectorNumber: 7 },
  args: {
    status: 'ready',
    sector: null,
    onBack: fn(),
    onToggleStreet: fn(),
    onRetry: fn(),
    onNextIlot: fn(),
  },
  loaders: [loadSectors],
  render: (args, { loaded }) => (
    <RandomSectorPage {...args} sector={args.sector ?? (loaded as SectorLoaded).sector} />
  ),
} satisfies Meta<typeof RandomSectorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sector drawn for the agent: its polygon and its streets to tick. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const { sector } = loaded as SectorLoaded;
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: `${ZONE.nantes} n°7` })).toBeVisible();
    const [first] = sector.streets;
    if (!first) throw new Error('the story sector has no street');
    await userEvent.click(canvas.getByRole('checkbox', { name: first.name }));
    await expect(args.onToggleStreet).toHaveBeenCalledWith(
      expect.objectContaining({ id: first.id }),
      first.status === 'done' ? 'pending' : 'done',
    );
  },
};

/** A street ticked offline, kept on this device: 'Pas encore envoyé' beside it. */
export const PendingStreet: Story = {
  render: (args, { loaded }) => {
    const { sector } = loaded as SectorLoaded;
    const [first, ...others] = sector.streets;
    if (!first) throw new Error('the story sector has no street');
    return (
      <RandomSectorPage
        {...args}
        sector={{ ...sector, streets: [{ ...first, status: 'done' }, ...others] }}
        pendingStreetIds={new Set([first.id])}
      />
    );
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const [first] = (loaded as SectorLoaded).sector.streets;
    if (!first) throw new Error('the story sector has no street');
    await waitForMapTiles(canvasElement);
    const box = canvas.getByRole('checkbox', { name: first.name });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('Pas encore envoyé');
  },
};

/** Every street of the îlot done: 'Îlot terminé !' and the next îlot of the zone, never a dead end. */
export const IlotFinished: Story = {
  render: (args, { loaded }) => {
    const { sector } = loaded as SectorLoaded;
    const done = sector.streets.map((street) => ({ ...street, status: 'done' as const }));
    return <RandomSectorPage {...args} sector={{ ...sector, streets: done }} />;
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Îlot terminé !' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Îlot suivant' }));
    await expect(args.onNextIlot).toHaveBeenCalledOnce();
    await waitForMapTiles(canvasElement);
  },
};

/** No îlot left to work in the zone (the server answers 409): said, with the way back. */
export const ZoneFinished: Story = {
  args: { status: 'zoneFinished' },
  render: (args) => <RandomSectorPage {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Zone terminée !')).toBeVisible();
    await expect(canvas.getByText('Tous les îlots de cette zone sont faits. Bravo !')).toBeVisible();
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Retour au Dashboard' }).at(-1) as HTMLElement,
    );
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Generating: Story = {
  args: { status: 'generating' },
  render: (args) => <RandomSectorPage {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("Génération de l'îlot aléatoire...");
  },
};

export const NoStreets: Story = {
  render: (args, { loaded }) => (
    <RandomSectorPage {...args} sector={{ ...(loaded as SectorLoaded).sector, streets: [] }} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Aucune rue trouvée pour cet îlot')).toBeVisible();
    await waitForMapTiles(canvasElement);
  },
};

export const LoadError: Story = {
  args: { status: 'loadError' },
  render: (args) => <RandomSectorPage {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Impossible de charger le secteur. Veuillez réessayer.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const GenerateError: Story = {
  args: { status: 'generateError' },
  render: (args) => <RandomSectorPage {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de générer un îlot');
  },
};

/** At 200 % zoom (195 px). */
export const PhoneZoomed: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneZoomed' } },
};
