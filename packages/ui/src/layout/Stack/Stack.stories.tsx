import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../../primitives/Card';
import { Stack } from './Stack';

// Sample content: three sector cards, as a zone's list stacks them.
const cards = ['Secteur n°1', 'Secteur n°2', 'Secteur n°3'].map((name) => <Card key={name}>{name}</Card>);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { children: cards },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Secteur n°1').getBoundingClientRect();
    const second = canvas.getByText('Secteur n°2').getBoundingClientRect();
    // One under the other, 12 px ('md') apart.
    await expect(second.top - first.bottom).toBe(12);
  },
};

export const LargeGap: Story = { args: { gap: 'xl' } };

export const AlignedStart: Story = {
  args: { align: 'start' },
  play: async ({ canvas }) => {
    const card = canvas.getByText('Secteur n°1').getBoundingClientRect();
    await expect(card.width).toBeLessThan(200);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'sm',
    'aria-label': 'Secteurs',
    children: ['Secteur n°1', 'Secteur n°2'].map((name) => (
      <li key={name}>
        <Card>{name}</Card>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(canvas.getByRole('list', { name: 'Secteurs' })).paddingLeft).toBe('0px');
  },
};
