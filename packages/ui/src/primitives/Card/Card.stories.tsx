import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { ProgressBar } from '../ProgressBar';
import { Card } from './Card';

// Sample content: a sector card as the zone screens build it.
const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <strong>Secteur n°3</strong>
        <div>
          <Badge tone="blue">En cours</Badge>
        </div>
        <ProgressBar value={40} label="Progression du secteur" />
      </div>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Secteur n°3')).toBeVisible();
  },
};

export const AsArticle: Story = {
  args: { as: 'article', 'aria-label': 'Secteur n°3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Secteur n°3' })).toBeVisible();
  },
};

export const NoPadding: Story = {
  args: { padding: 'none', children: <p style={{ margin: 0 }}>Carte de la zone</p> },
};
