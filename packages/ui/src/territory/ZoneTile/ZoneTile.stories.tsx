import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { waitForMapTiles } from '../../map/testing/story-helpers';
import { loadZones, ZONE, type ZonesLoaded } from '../story-data';
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

/** What a finger lands on at (x, y) of the tile, as fractions of its width and height. */
function hitAt(root: HTMLElement, x: number, y: number): HTMLElement {
  const tile = root.querySelector('article');
  if (!tile) throw new Error('no tile');
  const box = tile.getBoundingClientRect();
  const hit = root.ownerDocument.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
  if (!(hit instanceof HTMLElement)) throw new Error('nothing under the finger');
  return hit;
}

/** A seeded zone: a still map of its place, the name in the middle, its progress underneath. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('heading', { name: ZONE.laBaule })).toBeVisible();
    await expect(canvas.getByRole('img', { name: `Carte de la zone ${ZONE.laBaule}` })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: `Avancement de ${ZONE.laBaule}` })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    await expect(canvas.getByText('55 %')).toBeVisible();
  },
};

/** A tap anywhere on the tile body (the map, the name, the progress) opens the zone. */
export const OpenFromTileBody: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const open = canvas.getByRole('button', { name: `Ouvrir la zone ${ZONE.laBaule}` });
    for (const [x, y] of [
      [0.1, 0.1],
      [0.5, 0.45],
      [0.3, 0.92],
    ] as const) {
      const hit = hitAt(canvasElement, x, y);
      await expect(hit).toBe(open);
      await userEvent.click(hit);
    }
    await expect(args.onOpen).toHaveBeenCalledTimes(3);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: ZONE.laBaule }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Keyboard: the tile's button first, then the delete button; Enter opens the zone. */
export const KeyboardOrder: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Ouvrir la zone ${ZONE.laBaule}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Supprimer la zone ${ZONE.laBaule}` })).toHaveFocus();
  },
};

/** The ×, in the footer's corner, asks the screen to delete the zone (and opens nothing). */
export const Delete: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const remove = canvas.getByRole('button', { name: `Supprimer la zone ${ZONE.laBaule}` });
    const box = remove.getBoundingClientRect();
    await expect(
      canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
    ).toSatisfy((hit: Element | null) => hit !== null && remove.contains(hit));
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: ZONE.laBaule }));
    await expect(args.onOpen).not.toHaveBeenCalled();
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

/** Far from the view in a long list: a still street grid instead of the map, the rest unchanged. */
export const Still: Story = {
  args: { live: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: `Carte de la zone ${ZONE.laBaule}` })).toBeVisible();
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: `Avancement de ${ZONE.laBaule}` })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    // The preview, like the map, lies under the tile's open button.
    await expect(hitAt(canvasElement, 0.1, 0.3)).toBe(
      canvas.getByRole('button', { name: `Ouvrir la zone ${ZONE.laBaule}` }),
    );
  },
};

/** A long name wraps inside the tile rather than running under the arrow. */
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

/** A zone prepared for offline use: marked in the map's corner, clear of its name and arrow. */
export const PreparedOffline: Story = {
  args: { offlineReady: true },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByText('Disponible hors ligne')).toBeVisible();
  },
};
