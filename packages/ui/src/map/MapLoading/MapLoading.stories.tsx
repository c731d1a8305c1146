import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../theme';
import { MapLoading } from './MapLoading';

const meta = {
  title: 'Map/MapLoading',
  component: MapLoading,
  tags: ['autodocs'],
  args: { height: theme.sizes.zoneDetailMap },
} satisfies Meta<typeof MapLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What LazyMapView shows, at the map's own size, while the map code downloads. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de la carte...');
  },
};
