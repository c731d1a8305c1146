import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectorLegend } from './SectorLegend';

const meta = {
  title: 'Map/SectorLegend',
  component: SectorLegend,
  tags: ['autodocs'],
} satisfies Meta<typeof SectorLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All five map colours, each with its outline pattern and its name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'En attente',
      'En cours',
      'Terminé',
      'Erreur',
      'Autre statut',
    ]);
  },
};

/** Only the statuses on the map, once each: the contract's work statuses. */
export const ContractStatuses: Story = {
  args: { statuses: ['pending', 'in_progress', 'done', 'done', 'pending'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'En attente',
      'En cours',
      'Terminé',
    ]);
  },
};
