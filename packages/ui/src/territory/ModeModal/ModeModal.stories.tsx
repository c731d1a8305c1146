import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ZONE } from '../story-data';
import { ModeModal } from './ModeModal';

const meta = {
  title: 'Territory/ModeModal',
  component: ModeModal,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    zoneName: ZONE.vertou,
    onRandomMode: fn(async () => {}),
    onChooseMode: fn(async () => {}),
    onShowSectors: fn(),
  },
} satisfies Meta<typeof ModeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (element: HTMLElement) =>
  within(element.ownerDocument.body).findByRole('dialog', { name: 'Choisissez votre mode' });

/** A zone without sectors: random, choose, or see the existing sectors. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Mode Aléatoire' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mode Choix' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Voir les secteurs existants' })).toBeVisible();
    await expect(dialog.getAllByRole('button', { name: 'Fermer' })).toHaveLength(2);
  },
};

/** 'Mode Aléatoire' generates one sector; the modal closes once it is ready. */
export const RandomMode: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Mode Aléatoire' }));
    await expect(args.onRandomMode).toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** While the sectors are generated the choices wait. */
export const Generating: Story = {
  args: { onChooseMode: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Mode Choix' }));
    await expect(dialog.getByRole('button', { name: 'Mode Choix' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Mode Aléatoire' })).toBeDisabled();
  },
};

/** The generation fails: the modal stays open and says so. */
export const GenerateFails: Story = {
  args: { onChooseMode: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Mode Choix' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la génération du secteur.',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const ShowSectors: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Voir les secteurs existants' }));
    await expect(args.onShowSectors).toHaveBeenCalled();
  },
};
