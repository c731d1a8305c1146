import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Cluster } from './Cluster';

// Sample content: a card's badges and a form's buttons, as screens line them up.
const labels = ['Rue', 'Estimation', 'Contact', 'En attente', 'Terminé', 'En cours'];
const badgesOf = (names: readonly string[]) =>
  names.map((label, index) => (
    <Badge key={`${label}-${index}`} tone="neutral">
      {label}
    </Badge>
  ));
const badges = badgesOf(labels);

const meta = {
  title: 'Layout/Cluster',
  component: Cluster,
  tags: ['autodocs'],
  args: { children: badges },
} satisfies Meta<typeof Cluster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Rue').getBoundingClientRect();
    const second = canvas.getByText('Estimation').getBoundingClientRect();
    await expect(second.top).toBe(first.top);
    await expect(second.left).toBeGreaterThan(first.right);
  },
};

export const SpaceBetween: Story = {
  args: {
    justify: 'between',
    children: [
      <Button key="cancel" variant="secondary">
        Annuler
      </Button>,
      <Button key="save">Enregistrer</Button>,
    ],
  },
};

export const Wrapping: Story = {
  args: { gap: 'lg', children: badgesOf([...labels, ...labels]) },
};

export const NoWrap: Story = {
  args: { wrap: false, justify: 'end', children: badgesOf(['Rue', 'Contact', 'Terminé']) },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Types',
    children: ['Rue', 'Contact'].map((label) => (
      <li key={label}>
        <Badge tone="blue">{label}</Badge>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Types' })).toBeVisible();
  },
};
