import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

// Sample content: a day of the calendar whose event type is told in words to screen readers only.
const meta = {
  title: 'Layout/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <p>
      <VisuallyHidden>Prospection : </VisuallyHidden>
      Rue de la Paix
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Prospection :');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByText(/Rue de la Paix/)).toHaveTextContent('Prospection : Rue de la Paix');
  },
};

export const InAButton: Story = {
  render: () => (
    <button type="button" style={{ minWidth: 44, minHeight: 44 }}>
      +2
      <VisuallyHidden> autres événements</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '+2 autres événements' })).toBeVisible();
  },
};
