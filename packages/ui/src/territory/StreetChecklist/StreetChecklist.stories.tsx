import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { loadSectors, type SectorLoaded } from '../storyData';
import { StreetChecklist } from './StreetChecklist';

const meta = {
  title: 'Territory/StreetChecklist',
  component: StreetChecklist,
  tags: ['autodocs'],
  args: { streets: [], onToggleStreet: fn(async () => {}) },
  loaders: [loadSectors],
  render: (args, { loaded }) => (
    <StreetChecklist
      {...args}
      streets={args.streets.length > 0 ? args.streets : (loaded as SectorLoaded).sector.streets}
    />
  ),
} satisfies Meta<typeof StreetChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seeded sector's streets; ticking one marks it done at once and saves it. */
export const Default: Story = {
  play: async ({ args, canvas, loaded }) => {
    const street = (loaded as SectorLoaded).sector.streets.find((one) => one.status === 'pending');
    if (!street) throw new Error('the story sector has no pending street');
    const box = canvas.getByRole('checkbox', { name: street.name });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onToggleStreet).toHaveBeenCalledWith(
      expect.objectContaining({ id: street.id }),
      'done',
    );
  },
};

/** The save fails: the box goes back and nothing is said (spec §8: only logged). */
export const SaveFails: Story = {
  args: { onToggleStreet: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvas, loaded }) => {
    const street = (loaded as SectorLoaded).sector.streets.find((one) => one.status === 'pending');
    if (!street) throw new Error('the story sector has no pending street');
    const box = canvas.getByRole('checkbox', { name: street.name });
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: (args) => <StreetChecklist {...args} streets={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune rue trouvée.')).toBeVisible();
  },
};
