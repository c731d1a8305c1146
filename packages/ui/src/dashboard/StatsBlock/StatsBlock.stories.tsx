import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type DashboardLoaded, loadDashboard } from '../story-data';
import { StatsBlock } from './StatsBlock';

const meta = {
  title: 'Dashboard/StatsBlock',
  component: StatsBlock,
  tags: ['autodocs'],
  loaders: [loadDashboard],
  // The demo agent's figures for 2026, unless a story gives its own.
  render: (args, { loaded }) => (
    <StatsBlock {...args} stats={args.stats === undefined ? (loaded as DashboardLoaded).stats : args.stats} />
  ),
} satisfies Meta<typeof StatsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], label: string) =>
  canvas.getByText(label).nextElementSibling;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "Mes statistiques de l'année" })).toBeVisible();
    await expect(figure(canvas, 'Rues terminées')).toHaveTextContent(/^\d+ \/ \d+$/);
    await expect(figure(canvas, 'Zones terminées')).toHaveTextContent(/^\d+ \/ \d+$/);
    await expect(figure(canvas, 'Estimations')).toHaveTextContent(/^\d+$/);
    await expect(figure(canvas, 'Contacts')).toHaveTextContent(/^\d+$/);
    // Each number is a link named with its label.
    await expect(canvas.getByRole('link', { name: /^Estimations \d+$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Contacts \d+$/ })).toBeVisible();
  },
};

/**
 * Contacts and Estimations open the contacts list, filtered (those interested, those thinking it over)
 * and scoped to the year the figures count.
 */
export const LinksToContacts: Story = {
  args: { stats: { doneRues: 42, totalRues: 128, doneZones: 1, totalZones: 4, contacts: 9, estimations: 3 } },
  play: async ({ canvas }) => {
    await expect(figure(canvas, 'Contacts')).toHaveTextContent('9');
    await expect(canvas.getByRole('link', { name: 'Contacts 9' })).toHaveAttribute(
      'href',
      '/contacts?filter=interested&year=2026',
    );
    await expect(canvas.getByRole('link', { name: 'Estimations 3' })).toHaveAttribute(
      'href',
      '/contacts?filter=thinking&year=2026',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    canvas.getByRole('link', { name: 'Contacts 9' }).focus();
  },
};

/** The completion is done streets over all streets, rounded. */
export const Completion: Story = {
  args: { stats: { doneRues: 42, totalRues: 128, doneZones: 1, totalZones: 4, contacts: 9, estimations: 3 } },
  play: async ({ canvas }) => {
    await expect(figure(canvas, 'Rues terminées')).toHaveTextContent('42 / 128');
    await expect(canvas.getByRole('progressbar', { name: 'Avancement des rues' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  },
};

export const Loading: Story = {
  args: { stats: null, loading: true },
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
