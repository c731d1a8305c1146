import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

// Sample texts from the spec's sector list and favourites.
const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'Aucun secteur défini pour cette zone.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun secteur défini pour cette zone.')).toBeVisible();
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'Aucun favori',
    description: 'Gardez ici les rues, estimations et contacts à retrouver vite.',
    action: <Button>Ajouter un favori</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ajouter un favori' })).toBeVisible();
  },
};
