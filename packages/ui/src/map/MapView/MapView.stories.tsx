import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { theme } from '../../theme';
import { memoryPreferenceStore } from '../geolocation';
import { fakeGeolocation, waitForMapTiles } from '../testing/story-helpers';
import { MapTilesProvider } from '../tiles';
import { MapView } from './MapView';

const laBaule: [number, number] = [47.2853, -2.3922];

const meta = {
  title: 'Map/MapView',
  component: MapView,
  tags: ['autodocs'],
  args: { height: theme.sizes.zoneDetailMap },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A centre is given: zoom 13 on it, and no question about the user's position. */
export const Default: Story = {
  args: { center: laBaule },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Carte' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zoom avant' })).toBeVisible();
    await expect(canvas.queryByText('Partager votre position ?')).not.toBeInTheDocument();
  },
};

/** No centre and no answer yet: the map shows France, two zoom levels wider, and asks. */
export const AsksForPosition: Story = {
  render: (args) => (
    <MapView {...args} preferenceStore={memoryPreferenceStore()} geolocation={fakeGeolocation(laBaule)} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Partager votre position ?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Autoriser' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Non merci' })).toBeVisible();
  },
};

const allowingGeolocation = fakeGeolocation(laBaule);

/** 'Autoriser' stores the answer and centres the map on the user, with the spec's accuracy options. */
export const PositionShared: Story = {
  render: (args) => (
    <MapView {...args} preferenceStore={memoryPreferenceStore()} geolocation={allowingGeolocation} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Autoriser' }));
    await expect(allowingGeolocation.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      {
        enableHighAccuracy: true,
        timeout: 10_000,
        maximumAge: 300_000,
      },
    );
    await expect(canvas.queryByText('Partager votre position ?')).not.toBeInTheDocument();
    // Found: the agent is marked, and the pin brings the map back to them.
    await expect(await canvas.findByRole('img', { name: 'Vous êtes ici' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Centrer sur moi' })).toBeVisible();
    await waitForMapTiles(canvasElement);
  },
};

const nearby: [number, number] = [47.2875, -2.3885];

/** A map with its own centre still shows where the agent stands once shared; the pin goes back to them. */
export const YouAreHere: Story = {
  args: { center: laBaule, zoom: 15 },
  render: (args) => (
    <MapView
      {...args}
      preferenceStore={memoryPreferenceStore('granted')}
      geolocation={fakeGeolocation(nearby)}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const here = await canvas.findByRole('img', { name: 'Vous êtes ici' });
    await expect(here).toBeVisible();
    const before = here.getBoundingClientRect();
    await userEvent.click(canvas.getByRole('button', { name: 'Centrer sur moi' }));
    // Centred on the agent now: the dot moved to the middle of the map.
    const frame = canvas.getByRole('region', { name: 'Carte' }).getBoundingClientRect();
    await waitFor(() => {
      const after = here.getBoundingClientRect();
      expect(after.top).not.toBe(before.top);
      expect(Math.abs(after.left + after.width / 2 - (frame.left + frame.width / 2))).toBeLessThan(2);
    });
    await waitForMapTiles(canvasElement);
  },
};

/**
 * A map with its own centre never interrupts with the question: « Centrer sur moi » asks it, then
 * brings the map to the agent once found.
 */
export const CentredMapAsksOnPin: Story = {
  args: { center: laBaule },
  render: (args) => (
    <MapView {...args} preferenceStore={memoryPreferenceStore()} geolocation={fakeGeolocation(nearby)} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.queryByText('Partager votre position ?')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Centrer sur moi' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Autoriser' }));
    const here = await canvas.findByRole('img', { name: 'Vous êtes ici' });
    const frame = canvas.getByRole('region', { name: 'Carte' }).getBoundingClientRect();
    await waitFor(() => {
      const dot = here.getBoundingClientRect();
      expect(Math.abs(dot.left + dot.width / 2 - (frame.left + frame.width / 2))).toBeLessThan(2);
      expect(Math.abs(dot.top + dot.height / 2 - (frame.top + frame.height / 2))).toBeLessThan(2);
    });
    await waitForMapTiles(canvasElement);
  },
};

/** 'Non merci' is remembered; the small button in the corner asks again. */
export const PositionDeclined: Story = {
  render: (args) => (
    <MapView {...args} preferenceStore={memoryPreferenceStore()} geolocation={fakeGeolocation(laBaule)} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Non merci' }));
    await expect(canvas.queryByText('Partager votre position ?')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Réinitialiser le partage de position' }));
    await expect(canvas.getByText('Partager votre position ?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Non merci' }));
    await waitForMapTiles(canvasElement);
  },
};

const refusingBrowser = fakeGeolocation('denied');

/** The browser refuses even after 'Autoriser': stored as denied, so the question does not loop. */
export const BrowserRefuses: Story = {
  render: (args) => (
    <MapView {...args} preferenceStore={memoryPreferenceStore('granted')} geolocation={refusingBrowser} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(refusingBrowser.getCurrentPosition).toHaveBeenCalled());
    await expect(canvas.queryByText('Partager votre position ?')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Réinitialiser le partage de position' })).toBeVisible();
    await waitForMapTiles(canvasElement);
  },
};

/** A still picture of a place, as on zone tiles: no zoom buttons, no focus stop, clicks pass through. */
export const NotInteractive: Story = {
  args: { center: laBaule, zoom: 15, interactive: false, height: theme.sizes.zoneTile },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Carte' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Zoom avant' })).not.toBeInTheDocument();
  },
};

const markupInCredit = '<img src=x onerror=alert(1)> Agence des Dunes';

/** A deployment's credit (MapTilesProvider, from its configuration) is plain text: markup shows as written. */
export const ConfiguredAttributionAsText: Story = {
  args: { center: laBaule },
  render: (args) => (
    <MapTilesProvider attributionText={markupInCredit}>
      <MapView {...args} />
    </MapTilesProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByText(markupInCredit)).toBeVisible();
    await expect(canvasElement.querySelector('.leaflet-control-attribution img')).toBeNull();
  },
};
