import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckIcon } from '../icons';
import { Badge } from './Badge';

// Sample labels: the spec's favourite types and sector statuses, as screens pass them.
const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { tone: 'green', children: 'Rue' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rue')).toBeVisible();
  },
};

export const Blue: Story = { args: { tone: 'blue', children: 'Estimation' } };
export const Purple: Story = { args: { tone: 'purple', children: 'Contact' } };
export const Yellow: Story = { args: { tone: 'yellow', children: 'En attente' } };
export const Red: Story = { args: { tone: 'red', children: 'Erreur' } };
export const Neutral: Story = { args: { tone: 'neutral', children: 'Agent' } };

export const WithIcon: Story = {
  args: { tone: 'green', icon: <CheckIcon size={14} />, children: 'Terminé' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Terminé')).toBeVisible();
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge tone="green">Rue</Badge>
      <Badge tone="blue">Estimation</Badge>
      <Badge tone="purple">Contact</Badge>
      <Badge tone="yellow">En attente</Badge>
      <Badge tone="red">Erreur</Badge>
      <Badge tone="neutral">Agent</Badge>
    </div>
  ),
};
