import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PopupCard } from '../testing/story-helpers';
import { SectorTapPopup } from './SectorTapPopup';

// The popup's content alone; TerritoryMap.test.tsx taps a real sector.

const meta = {
  title: 'Map/SectorTapPopup',
  component: SectorTapPopup,
  tags: ['autodocs'],
  args: { number: 3, onOpenSector: fn(), onNewNote: fn(), onClose: fn() },
  render: (args) => (
    <PopupCard>
      <SectorTapPopup {...args} />
    </PopupCard>
  ),
} satisfies Meta<typeof SectorTapPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tap on sector 3: opening it comes first. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Secteur N°3' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le secteur' }));
    await expect(args.onOpenSector).toHaveBeenCalledOnce();
  },
};

/** A note can still be pinned inside a sector. */
export const NewNoteHere: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une note ici' }));
    await expect(args.onNewNote).toHaveBeenCalledOnce();
    await expect(args.onOpenSector).not.toHaveBeenCalled();
  },
};

/** A read-only map: only the sector. */
export const WithoutNotes: Story = {
  args: { onNewNote: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Ajouter une note ici' })).toBeNull();
  },
};
