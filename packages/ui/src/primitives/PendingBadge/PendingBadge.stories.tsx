import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PendingBadge } from './PendingBadge';

// Shown beside anything the outbox still holds: a ticked street, a note, a favourite, an event.
const meta = {
  title: 'Primitives/PendingBadge',
  component: PendingBadge,
  tags: ['autodocs'],
} satisfies Meta<typeof PendingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pas encore envoyé')).toBeVisible();
  },
};
