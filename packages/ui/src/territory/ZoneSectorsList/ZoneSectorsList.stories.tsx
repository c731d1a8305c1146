import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadSectors, type SectorLoaded, ZONE } from '../story-data';
import { ZoneSectorsList } from './ZoneSectorsList';

const meta = {
  title: 'Territory/ZoneSectorsList',
  component: ZoneSectorsList,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', zone: ZONE.laBaule },
  args: {
    zoneName: ZONE.laBaule,
    sectors: [],
    status: 'ready',
    onOpenSector: fn(),
    onDeleteSector: fn(async () => {}),
    onDeleteAll: fn(async () => {}),
    onBack: fn(),
    onRandomMode: fn(async () => {}),
    onChooseMode: fn(async () => {}),
  },
  loaders: [loadSectors],
  render: (args, { loaded }) => (
    <ZoneSectorsList
      {...args}
      sectors={args.sectors.length > 0 ? args.sectors : (loaded as SectorLoaded).sectors}
    />
  ),
} satisfies Meta<typeof ZoneSectorsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Every sector of a generated zone as a card, under the way back to the dashboard. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retour au Dashboard' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Secteurs de ${ZONE.laBaule}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progression du secteur N°1' })).toBeVisible();
    const [firstDetails] = canvas.getAllByRole('button', { name: 'Voir les détails' });
    if (firstDetails) await userEvent.click(firstDetails);
    await expect(args.onOpenSector).toHaveBeenCalledWith(expect.objectContaining({ number: 1 }));
  },
};

/** Three cards a row from 768 px. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
};

/** The × asks before deleting a sector. */
export const DeleteSectorAsks: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer le secteur N°3' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Supprimer le secteur' });
    await expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer ce secteur ?');
    await expect(args.onDeleteSector).not.toHaveBeenCalled();
  },
};

/** Confirming deletes that sector. */
export const DeleteSector: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer le secteur N°3' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Supprimer le secteur' });
    await expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer ce secteur ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDeleteSector).toHaveBeenCalledWith(expect.objectContaining({ number: 3 }));
  },
};

/** 'Tout supprimer' asks, in capitals, before deleting every sector. */
export const DeleteAll: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tout supprimer' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Supprimer tous les secteurs',
    });
    await expect(dialog).toHaveTextContent(
      'Êtes-vous sûr de vouloir supprimer TOUS les secteurs de cette zone ?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDeleteAll).toHaveBeenCalled();
  },
};

/** The deletion fails: the dialog stays open with the server's message. */
export const DeleteFails: Story = {
  args: { onDeleteAll: fn(async () => Promise.reject(new Error('Suppression impossible pour le moment.'))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tout supprimer' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Suppression impossible pour le moment.',
    );
  },
};

/**
 * A zone without sectors (reached by 'Voir les secteurs existants'): the way back, and the two modes
 * that create sectors as the next step.
 */
export const Empty: Story = {
  args: { zoneName: ZONE.vertou },
  render: (args) => <ZoneSectorsList {...args} sectors={[]} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Aucun secteur défini pour cette zone.')).toBeVisible();
    await expect(canvas.getByText('Choisissez un mode pour créer les secteurs de cette zone.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tout supprimer' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mode Aléatoire' }));
    await expect(args.onRandomMode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Mode Choix' }));
    await expect(args.onChooseMode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Retour au Dashboard' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Generating from the empty list fails: the reason shows above the modes, which stay offered. */
export const EmptyGenerateFails: Story = {
  args: { zoneName: ZONE.vertou, onChooseMode: fn(async () => Promise.reject(new Error(''))) },
  render: (args) => <ZoneSectorsList {...args} sectors={[]} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mode Choix' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la génération du secteur.',
    );
    await expect(canvas.getByRole('button', { name: 'Mode Choix' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
    await userEvent.click(canvas.getByRole('button', { name: 'Retour au Dashboard' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Zone introuvable.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Zone introuvable.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retour au Dashboard' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** At 200 % zoom (195 px): one sector card under another. */
export const PhoneZoomed: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneZoomed' } },
};
