import { fixtures, seed } from '@prospect/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { theme } from '../../theme';
import { MapView } from '../MapView';
import { STORY_NOW, waitForMapTiles } from '../testing/story-helpers';
import { type MapZone, ZoneMarkers } from './ZoneMarkers';

type Loaded = { zones: MapZone[] };

/** The demo agent's zones: La Baule, Pornic, Nantes and Vertou. */
async function loadZones(): Promise<Loaded> {
  await seed({ now: STORY_NOW });
  return { zones: fixtures.zones() };
}

const NAMES = [
  'La Baule-Escoublac – Centre',
  'Pornic – Vieux Port',
  'Nantes – Centre-ville',
  'Vertou – Beau Verger',
] as const;

const meta = {
  title: 'Map/ZoneMarkers',
  component: ZoneMarkers,
  tags: ['autodocs'],
  args: { zones: [], onOpenZone: fn() },
  loaders: [loadZones],
  // A map looking elsewhere (Paris): only the fitting brings the zones into view.
  render: (args, { loaded }) => (
    <MapView height={theme.sizes.zoneDetailMap} center={[48.8566, 2.3522]} zoom={13}>
      <ZoneMarkers {...args} zones={args.zones.length > 0 ? args.zones : (loaded as Loaded).zones} />
    </MapView>
  ),
} satisfies Meta<typeof ZoneMarkers>;

export default meta;
type Story = StoryObj<typeof meta>;

function markerOf(root: HTMLElement, name: string): HTMLElement {
  const marker = [...root.querySelectorAll<HTMLElement>('.prospect-zone-marker')].find(
    (element) => element.title === `Ouvrir la zone ${name}`,
  );
  if (!marker) throw new Error(`no marker for ${name}`);
  return marker;
}

/** Every zone as a labelled pin, the view fitted on all of them; a tap opens the zone. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const frame = canvasElement.querySelector('.prospect-map')?.getBoundingClientRect();
    if (!frame) throw new Error('no map');
    for (const name of NAMES) {
      const marker = canvas.getByRole('button', { name: `Ouvrir la zone ${name}` });
      const box = marker.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.left).toBeGreaterThanOrEqual(frame.left);
      await expect(box.right).toBeLessThanOrEqual(frame.right);
      await expect(box.top).toBeGreaterThanOrEqual(frame.top);
      await expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
      // Its label may be hidden where the towns crowd (see CrowdedLabels); the pin keeps the name.
      await expect(canvas.getByText(name)).toBeInTheDocument();
    }
    await userEvent.click(markerOf(canvasElement, NAMES[1]));
    await expect(args.onOpenZone).toHaveBeenCalledWith(expect.objectContaining({ name: NAMES[1] }));
  },
};

/** Keyboard: Tab reaches the pins, Enter or Space opens the zone (once). */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const marker = markerOf(canvasElement, NAMES[2]);
    await expect(marker).toHaveAttribute('tabindex', '0');
    marker.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenZone).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onOpenZone).toHaveBeenCalledTimes(2));
    await expect(args.onOpenZone).toHaveBeenLastCalledWith(expect.objectContaining({ name: NAMES[2] }));
  },
};

/** A single zone is centred at the usual zoom rather than fitted to a point. */
export const SingleZone: Story = {
  render: (args, { loaded }) => (
    <MapView height={theme.sizes.zoneDetailMap} center={[48.8566, 2.3522]} zoom={13}>
      <ZoneMarkers {...args} zones={(loaded as Loaded).zones.filter((zone) => zone.name === NAMES[1])} />
    </MapView>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const frame = canvasElement.querySelector('.prospect-map')?.getBoundingClientRect();
    const box = canvas.getByRole('button', { name: `Ouvrir la zone ${NAMES[1]}` }).getBoundingClientRect();
    if (!frame) throw new Error('no map');
    await expect(Math.abs(box.left + box.width / 2 - (frame.left + frame.width / 2))).toBeLessThan(2);
    await expect(Math.abs(box.top + box.height / 2 - (frame.top + frame.height / 2))).toBeLessThan(2);
  },
};

/**
 * Zoomed out on four towns, Nantes and Vertou are a few pixels apart: a label that would cover a pin
 * or another label is hidden, so what shows can be read.
 */
export const CrowdedLabels: Story = {
  play: async ({ canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    await waitFor(() => {
      const pins = [...canvasElement.querySelectorAll('.prospect-zone-pin')].map((pin) =>
        pin.getBoundingClientRect(),
      );
      const shown = [...canvasElement.querySelectorAll<HTMLElement>('.prospect-zone-label')]
        .filter((label) => label.style.visibility !== 'hidden')
        .map((label) => label.getBoundingClientRect());
      expect(shown.length).toBeGreaterThan(0);
      for (const [index, box] of shown.entries()) {
        expect(pins.some((pin) => overlaps(box, pin))).toBe(false);
        expect(shown.slice(index + 1).some((other) => overlaps(box, other))).toBe(false);
      }
    });
  },
};
