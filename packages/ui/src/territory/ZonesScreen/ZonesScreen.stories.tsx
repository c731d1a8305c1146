import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { waitForMapTiles } from '../../map/testing/story-helpers';
import { BottomNav } from '../../primitives/BottomNav';
import { loadZones, ZONE, type ZonesLoaded } from '../story-data';
import { agencyZones } from './agency-zones';
import { MAX_LIVE_MAPS } from './use-live-maps';
import { ZonesScreen } from './ZonesScreen';

const meta = {
  title: 'Territory/ZonesScreen',
  component: ZonesScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    zones: [],
    status: 'ready',
    onOpenZone: fn(),
    onDeleteZone: fn(async () => {}),
    navigation: <BottomNav current="zones" onLogout={fn()} />,
  },
  loaders: [loadZones],
  render: (args, { loaded }) => (
    <ZonesScreen
      {...args}
      zones={args.status === 'ready' && args.zones.length === 0 ? (loaded as ZonesLoaded).zones : args.zones}
    />
  ),
} satisfies Meta<typeof ZonesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** The demo agent's zones, one tile each, with 'Îlots' highlighted in the navigation. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mes zones' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('link', { name: 'Îlots' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A tap on a tile's picture opens that zone; each tile shows its progress. */
export const OpenZone: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: `Avancement de ${ZONE.pornic}` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const heading = canvas.getByRole('heading', { name: ZONE.pornic });
    const box = heading.getBoundingClientRect();
    // What a finger on the zone's name hits: the tile's open button, drawn over the whole tile.
    const hit = canvasElement.ownerDocument.elementFromPoint(box.left + 4, box.top + box.height / 2);
    await expect(hit).toBe(canvas.getByRole('button', { name: `Ouvrir la zone ${ZONE.pornic}` }));
    if (hit instanceof HTMLElement) await userEvent.click(hit);
    await expect(args.onOpenZone).toHaveBeenCalledWith(expect.objectContaining({ name: ZONE.pornic }));
    await expect(args.onDeleteZone).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des zones');
  },
};

/** An account without zones yet. */
export const Empty: Story = {
  render: (args) => <ZonesScreen {...args} zones={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune zone pour le moment')).toBeVisible();
  },
};

/** The delete button asks first; confirming deletes the zone. */
export const DeleteZone: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Supprimer la zone ${ZONE.pornic}` }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Supprimer la zone' });
    await expect(dialog).toHaveTextContent(`Êtes-vous sûr de vouloir supprimer la zone « ${ZONE.pornic} » ?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDeleteZone).toHaveBeenCalledWith(expect.objectContaining({ name: ZONE.pornic }));
  },
};

/** The deletion fails: the dialog stays open and says why. */
export const DeleteFails: Story = {
  args: { onDeleteZone: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Supprimer la zone ${ZONE.pornic}` }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('La suppression a échoué');
  },
};

const AGENCY = agencyZones(200);

/**
 * An admin's whole agency, 200 zones: only the tiles near the view hold a live map, the rest a still
 * preview. The list scrolls in a box one screen high, so the screenshot is the phone's screen (a page
 * grown to all 200 tiles would bring every tile into view).
 */
export const AgencyOf200Zones: Story = {
  args: { zones: AGENCY },
  decorators: [
    (Story) => (
      <div style={{ height: '100dvh', overflowY: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const tiles = within(canvas.getByRole('main')).getAllByRole('listitem');
    await expect(tiles).toHaveLength(200);
    const live = tiles.filter((tile) => tile.querySelector('.leaflet-container'));
    await expect(live.length).toBeGreaterThan(3);
    await expect(live.length).toBeLessThanOrEqual(MAX_LIVE_MAPS);
    await expect(live[0]).toBe(tiles[0]);
    const last = AGENCY.at(-1)?.name ?? '';
    const lastTile = within(tiles.at(-1) as HTMLElement);
    await expect(lastTile.getByRole('img', { name: `Carte de la zone ${last}` })).not.toHaveClass(
      'leaflet-container',
    );
    await expect(lastTile.getByRole('heading', { name: last })).toBeInTheDocument();
  },
};

/** At 200 % zoom (195 px): each zone's name at the left of its picture, the navigation at the end of the page. */
export const PhoneZoomed: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneZoomed' } },
};
