import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../../primitives/Card';
import { PageColumn } from './PageColumn';

// Sample content: a screen's title and two cards, as 'Mes favoris' lays them out.
const meta = {
  title: 'Layout/PageColumn',
  component: PageColumn,
  tags: ['autodocs'],
  args: {
    children: [
      <h1 key="title" style={{ margin: 0 }}>
        Mes favoris
      </h1>,
      <Card key="one">Maison bleue, rue de la Paix</Card>,
      <Card key="two">Immeuble du port</Card>,
    ],
  },
} satisfies Meta<typeof PageColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Mes favoris' })).toBeVisible();
  },
};

export const SmallGap: Story = { args: { gap: 'md' } };

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
};
