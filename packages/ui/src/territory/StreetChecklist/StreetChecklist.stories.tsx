import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../i18n';
import { loadSectors, type SectorLoaded } from '../story-data';
import type { Street } from '../types';
import { StreetChecklist, type StreetChecklistProps } from './StreetChecklist';

/** The app's part, played by the story: it applies each toggle to the streets it passes down. */
function ChecklistHoldingTicks({ streets, onToggleStreet, ...rest }: StreetChecklistProps) {
  const [shown, setShown] = useState(streets);
  return (
    <StreetChecklist
      {...rest}
      streets={shown}
      onToggleStreet={(street, status) => {
        onToggleStreet(street, status);
        setShown((current) => current.map((one) => (one.id === street.id ? { ...one, status } : one)));
      }}
    />
  );
}

const sectorStreets = (loaded: unknown) => (loaded as SectorLoaded).sector.streets;

function firstPendingStreet(loaded: unknown): Street {
  const street = sectorStreets(loaded).find((one) => one.status === 'pending');
  if (!street) throw new Error('the story sector has no pending street');
  return street;
}

const meta = {
  title: 'Territory/StreetChecklist',
  component: StreetChecklist,
  tags: ['autodocs'],
  args: { streets: [], onToggleStreet: fn() },
  loaders: [loadSectors],
  render: (args, { loaded }) => (
    <ChecklistHoldingTicks
      {...args}
      streets={args.streets.length > 0 ? args.streets : sectorStreets(loaded)}
    />
  ),
} satisfies Meta<typeof StreetChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seeded sector's streets; ticking one asks for 'done', and the tick shows once the app applies it. */
export const Default: Story = {
  play: async ({ args, canvas, loaded }) => {
    const street = firstPendingStreet(loaded);
    const box = canvas.getByRole('checkbox', { name: street.name });
    await userEvent.click(box);
    await expect(args.onToggleStreet).toHaveBeenCalledWith(
      expect.objectContaining({ id: street.id }),
      'done',
    );
    await expect(box).toBeChecked();
  },
};

/** Controlled: when the app does not apply the toggle (it was refused), the tick does not move. */
export const TickFollowsProps: Story = {
  render: (args, { loaded }) => <StreetChecklist {...args} streets={sectorStreets(loaded)} />,
  play: async ({ args, canvas, loaded }) => {
    const street = firstPendingStreet(loaded);
    const box = canvas.getByRole('checkbox', { name: street.name });
    await userEvent.click(box);
    await expect(args.onToggleStreet).toHaveBeenCalledWith(
      expect.objectContaining({ id: street.id }),
      'done',
    );
    await expect(box).not.toBeChecked();
  },
};

/** Two ticks made offline: one street ticked, one unticked, both 'Pas encore envoyé'. */
export const PendingStreets: Story = {
  render: (args, { loaded }) => {
    const [ticked, unticked, ...others] = sectorStreets(loaded);
    if (!ticked || !unticked) throw new Error('the story sector has fewer than two streets');
    return (
      <StreetChecklist
        {...args}
        streets={[{ ...ticked, status: 'done' }, { ...unticked, status: 'pending' }, ...others]}
        pendingStreetIds={new Set([ticked.id, unticked.id])}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const [ticked, unticked, other] = sectorStreets(loaded);
    if (!ticked || !unticked) throw new Error('the story sector has fewer than two streets');
    await expect(canvas.getAllByText('Pas encore envoyé')).toHaveLength(2);
    const tickedBox = canvas.getByRole('checkbox', { name: ticked.name });
    await expect(tickedBox).toBeChecked();
    await expect(tickedBox).toHaveAccessibleDescription('Pas encore envoyé');
    const untickedBox = canvas.getByRole('checkbox', { name: unticked.name });
    await expect(untickedBox).not.toBeChecked();
    await expect(untickedBox).toHaveAccessibleDescription('Pas encore envoyé');
    if (other)
      await expect(canvas.getByRole('checkbox', { name: other.name })).not.toHaveAccessibleDescription();
  },
};

/** The server refused the tick: the street stays as it was and a toast says why (the app's message). */
export const TickRefused: Story = {
  args: { onToggleStreet: fn(() => Promise.reject(new Error(t('common.genericError')))) },
  render: (args, { loaded }) => <StreetChecklist {...args} streets={sectorStreets(loaded)} />,
  play: async ({ canvas, loaded }) => {
    const street = firstPendingStreet(loaded);
    const box = canvas.getByRole('checkbox', { name: street.name });
    await userEvent.click(box);
    const page = within(document.body);
    await expect(await page.findByText('Une erreur est survenue.')).toBeVisible();
    await expect(box).not.toBeChecked();
  },
};

export const Empty: Story = {
  render: (args) => <StreetChecklist {...args} streets={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune rue trouvée.')).toBeVisible();
  },
};
