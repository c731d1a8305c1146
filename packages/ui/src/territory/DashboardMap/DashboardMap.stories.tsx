import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { agencyCityCenter } from '../../map/agency-cities';
import { memoryPreferenceStore } from '../../map/geolocation';
import { fakeGeolocation, waitForMapTiles } from '../../map/testing/story-helpers';
import { loadZones, ZONE, type ZonesLoaded } from '../story-data';
import { DashboardMap } from './DashboardMap';

const laBaule: [number, number] = [47.2853, -2.3922];

const meta = {
  title: 'Territory/DashboardMap',
  component: DashboardMap,
  tags: ['autodocs'],
  args: { onCreateZone: fn(async () => {}), onOpenZone: fn(), agencyCity: 'La Baule-Escoublac' },
  // Each story gets a fresh answer store and a fake position, so nothing leaks between stories.
  render: (args) => (
    <DashboardMap
      {...args}
      preferenceStore={memoryPreferenceStore('granted')}
      geolocation={fakeGeolocation(laBaule)}
    />
  ),
} satisfies Meta<typeof DashboardMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

async function clickMap(root: HTMLElement) {
  const map = root.querySelector('.prospect-map');
  if (!(map instanceof HTMLElement)) throw new Error('no map');
  const box = map.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: map,
    coords: { clientX: box.left + 200, clientY: box.top + 200 },
  });
}

/** View mode, centred on the user who shared their position: a click does nothing. */
export const ViewMode: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ajouter une zone' })).toBeVisible();
    await clickMap(canvasElement);
    await expect(args.onCreateZone).not.toHaveBeenCalled();
  },
};

/** No answer yet about the position: the map asks. */
export const AsksForPosition: Story = {
  render: (args) => (
    <DashboardMap
      {...args}
      preferenceStore={memoryPreferenceStore()}
      geolocation={fakeGeolocation(laBaule)}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByText('Partager votre position ?')).toBeVisible();
  },
};

/** Add mode: the hint, then a click creates a zone there and the map goes back to view mode. */
export const AddZone: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une zone' }));
    await expect(canvas.getByText('Cliquez sur la carte pour créer une zone')).toBeVisible();
    await clickMap(canvasElement);
    await expect(args.onCreateZone).toHaveBeenCalledWith({
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ajouter une zone' })).toBeVisible());
  },
};

/** While the zone is created: 'Création en cours...'. */
export const Creating: Story = {
  args: { onCreateZone: fn(() => new Promise<void>(() => {})), initialMode: 'add' },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await clickMap(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Création en cours...' })).toBeDisabled();
  },
};

/** 'Annuler' leaves add mode without creating anything. */
export const CancelAdd: Story = {
  args: { initialMode: 'add' },
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(canvas.queryByText('Cliquez sur la carte pour créer une zone')).not.toBeInTheDocument();
    await clickMap(canvasElement);
    await expect(args.onCreateZone).not.toHaveBeenCalled();
  },
};

/** The creation fails: an error toast, and the map stays in add mode for another try. */
export const CreateFails: Story = {
  args: { onCreateZone: fn(async () => Promise.reject(new Error(''))), initialMode: 'add' },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await clickMap(canvasElement);
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la création de la zone.',
    );
    await expect(canvas.getByText('Cliquez sur la carte pour créer une zone')).toBeVisible();
  },
};

/** The tile of `[lat, lng]` at `zoom`, in the map's `{z}/{x}/{y}` scheme. */
function tileOf([lat, lng]: readonly [number, number], zoom: number): string {
  const scale = 2 ** zoom;
  const x = Math.floor(((lng + 180) / 360) * scale);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale);
  return `/${zoom}/${x}/${y}.png`;
}

/** Every element sits wholly inside the map's frame. */
async function expectInsideMap(root: HTMLElement, elements: HTMLElement[]) {
  const frame = root.querySelector('.prospect-map')?.getBoundingClientRect();
  if (!frame) throw new Error('no map');
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.right).toBeLessThanOrEqual(frame.right);
    await expect(box.top).toBeGreaterThanOrEqual(frame.top);
    await expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
  }
}

/**
 * The agent's four zones, fitted in view, each a labelled pin that opens the zone. The zones say where
 * to look, so the map does not ask for the position.
 */
export const WithZones: Story = {
  loaders: [loadZones],
  render: (args, { loaded }) => (
    <DashboardMap
      {...args}
      zones={(loaded as ZonesLoaded).zones}
      preferenceStore={memoryPreferenceStore()}
      geolocation={fakeGeolocation(laBaule)}
    />
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const markers = await waitFor(() => {
      const found = Object.values(ZONE).map((name) =>
        canvas.getByRole('button', { name: `Ouvrir la zone ${name}` }),
      );
      return found;
    });
    await expectInsideMap(canvasElement, markers);
    await expect(canvas.getByText(ZONE.pornic)).toBeVisible();
    await expect(canvas.queryByText('Partager votre position ?')).not.toBeInTheDocument();
    // A tap opens the zone…
    await userEvent.click(canvas.getByRole('button', { name: `Ouvrir la zone ${ZONE.pornic}` }));
    await expect(args.onOpenZone).toHaveBeenLastCalledWith(expect.objectContaining({ name: ZONE.pornic }));
    // …and so does Enter on a focused marker.
    const laBauleMarker = canvas.getByRole('button', { name: `Ouvrir la zone ${ZONE.laBaule}` });
    laBauleMarker.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenZone).toHaveBeenLastCalledWith(expect.objectContaining({ name: ZONE.laBaule }));
    await expect(args.onOpenZone).toHaveBeenCalledTimes(2);
  },
};

/** No zone yet and the position refused: the map opens on the agency's city (Vertou here). */
export const NoZonesAgencyCity: Story = {
  args: { agencyCity: 'Vertou' },
  render: (args) => (
    <DashboardMap
      {...args}
      zones={[]}
      preferenceStore={memoryPreferenceStore('denied')}
      geolocation={fakeGeolocation('denied')}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitForMapTiles(canvasElement);
    // Zoom 13 less 2 without a position (spec §9), centred on Vertou.
    const tile = tileOf(agencyCityCenter('Vertou') ?? [0, 0], 11);
    await expect(canvasElement.querySelector(`img.leaflet-tile[src$="${tile}"]`)).toBeInTheDocument();
    await expect(canvasElement.querySelector('.prospect-zone-marker')).not.toBeInTheDocument();
  },
};

/** While the zones load the map waits, rather than ask for a position the zones may make needless. */
export const ZonesLoading: Story = {
  args: { zonesLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de la carte...');
    await expect(canvas.queryByText('Partager votre position ?')).not.toBeInTheDocument();
  },
};
