import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatsBlock } from './StatsBlock';

const meta = {
  title: 'Dashboard/StatsBlock',
  component: StatsBlock,
  tags: ['autodocs'],
  args: {
    stats: { doneRues: 42, totalRues: 128, doneZones: 1, totalZones: 4, contacts: 9, estimations: 3 },
  },
} satisfies Meta<typeof StatsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "Mes statistiques de l'année" })).toBeVisible();
    await expect(canvas.getByText('Rues terminées').nextElementSibling).toHaveTextContent('42 / 128');
    await expect(canvas.getByText('Zones terminées').nextElementSibling).toHaveTextContent('1 / 4');
    await expect(canvas.getByText('Estimations').nextElementSibling).toHaveTextContent('3');
    await expect(canvas.getByText('Contacts').nextElementSibling).toHaveTextContent('9');
    await expect(canvas.getByRole('progressbar', { name: 'Avancement des rues' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  },
};

export const Loading: Story = {
  args: { stats: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
  },
};

/** A new agent: no streets yet, so the completion reads 0 %. */
export const NothingYet: Story = {
  args: { stats: { doneRues: 0, totalRues: 0, doneZones: 0, totalZones: 0, contacts: 0, estimations: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Avancement des rues' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
