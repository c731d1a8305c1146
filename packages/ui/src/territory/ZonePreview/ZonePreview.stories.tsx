import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '../../i18n';
import { ZONE } from '../story-data';
import { ZonePreview } from './ZonePreview';

const meta = {
  title: 'Territory/ZonePreview',
  component: ZonePreview,
  tags: ['autodocs'],
  args: { label: t('territory.zones.map', { name: ZONE.laBaule }) },
} satisfies Meta<typeof ZonePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The still street grid a tile far from the view shows instead of its map: no tiles, no Leaflet. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: `Carte de la zone ${ZONE.laBaule}` })).toBeVisible();
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
  },
};
