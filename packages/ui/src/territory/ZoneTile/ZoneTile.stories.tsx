import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { waitForMapTiles } from '../../map/testing/storyHelpers';
import { loadZones, ZONE, type ZonesLoaded } from '../storyData';
import type { Zone } from '../types';
import { ZoneTile } from './ZoneTile';

const withoutLocation: Zone = {
  id: 99,
  name: 'Zone sans adresse',
  location: null,
  sector_count: 0,
  created_at: null,
  progress: 0,
};

const meta = {
  title: 'Territory/ZoneTile',
  component: ZoneTile,
  tags: ['autodocs'],
  args: { zone: withoutLocation, onOpen: fn(), onDelete: fn() },
  loaders: [loadZones],
  render: (args, { loaded }) => {
    const seeded = (loaded as ZonesLoaded).zones.find((zone) => zone.name === ZONE.laBaule);
    return <ZoneTile {...args} zone={args.zone.id === withoutLocation.id && seeded ? seeded : args.zone} />;
  },
} satisfies Meta<typeof ZoneTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seeded zone: a still map of its place, the name in the middle, the arrow opens it. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('heading', { name: ZONE.laBaule })).toBeVisible();
    await expect(canvas.getByRole('img', { name: `Carte de la zone ${ZONE.laBaule}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Ouvrir la zone ${ZONE.laBaule}` }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: ZONE.laBaule }));
  },
};

/** The × asks the screen to delete the zone. */
export const Delete: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Supprimer la zone ${ZONE.laBaule}` }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: ZONE.laBaule }));
  },
};

/** No coordinates: the map shows the default place (47.2184, -2.351). */
export const WithoutLocation: Story = {
  render: (args) => <ZoneTile {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Zone sans adresse' })).toBeVisible();
  },
};

/** A long name wraps inside the tile rather than running under the buttons. */
export const LongName: Story = {
  render: (args) => (
    <ZoneTile
      {...args}
      zone={{ ...withoutLocation, name: 'Saint-Sébastien-sur-Loire – Quartier de la Profondine et du Douet' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitForMapTiles(canvasElement);
  },
};
