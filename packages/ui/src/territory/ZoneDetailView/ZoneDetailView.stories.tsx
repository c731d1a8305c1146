import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { memoryPreferenceStore } from '../../map/geolocation';
import { polygonsCenter, sectorPolygons } from '../../map/geometry';
import {
  expectPopupInsideMap,
  fakeGeolocation,
  southOf,
  waitForMapTiles,
} from '../../map/testing/story-helpers';
import { loadZoneDetail, ZONE, type ZoneDetailLoaded } from '../story-data';
import { ZoneDetailView } from './ZoneDetailView';

const meta = {
  title: 'Territory/ZoneDetailView',
  component: ZoneDetailView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', zone: ZONE.laBaule },
  args: {
    zone: null,
    status: 'ready',
    onBack: fn(),
    onOpenSector: fn(),
    onRandomMode: fn(),
    onCreateNote: fn(async () => {}),
    onUpdateNote: fn(async () => {}),
    onDeleteNote: fn(async () => {}),
  },
  loaders: [loadZoneDetail],
  render: (args, { loaded }) => (
    <ZoneDetailView {...args} zone={args.zone ?? (loaded as ZoneDetailLoaded).zone} />
  ),
} satisfies Meta<typeof ZoneDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A generated zone: coloured sectors and the notes on a 400 px map, then the sector list. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Secteurs de la zone : ${ZONE.laBaule}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Liste des secteurs' })).toBeVisible();
    // The zone's three notes are close together: one cluster at zoom 13.
    await expect(canvas.getByRole('button', { name: '3 notes regroupées' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Secteur N°2\b/ }));
    await expect(args.onOpenSector).toHaveBeenCalledWith(expect.objectContaining({ number: 2 }));
    // Random mode is offered again once the zone has sectors.
    await userEvent.click(canvas.getByRole('button', { name: 'Mode Aléatoire' }));
    await expect(args.onRandomMode).toHaveBeenCalledOnce();
  },
};

/** From 768 px the page keeps its column, with more map around the zone. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await waitForMapTiles(canvasElement);
  },
};

/** A click on the map opens a new note there; saving sends it with the place. */
export const NewNoteFromMap: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const map = canvasElement.querySelector('.prospect-map');
    if (!(map instanceof HTMLElement)) throw new Error('no map');
    const box = map.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: map,
      coords: { clientX: box.left + 300, clientY: box.top + 330 },
    });
    await userEvent.type(await canvas.findByLabelText('Contenu de la note'), 'Nouveau portail automatique');
    await expectPopupInsideMap(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onCreateNote).toHaveBeenCalledWith(
      { lat: expect.any(Number), lng: expect.any(Number) },
      'Nouveau portail automatique',
    );
    await waitFor(() => expect(canvas.queryByLabelText('Contenu de la note')).not.toBeInTheDocument());
  },
};

/** A note written offline (temporary id -1) waits on this device: once the cluster opens, it is marked. */
export const PendingNote: Story = {
  render: (args, { loaded }) => {
    const { zone } = loaded as ZoneDetailLoaded;
    const [first, ...others] = zone.notes;
    if (!first) throw new Error('the seeded zone has no note');
    const written = { ...first, id: -1, content: 'Revenir samedi : volets fermés.' };
    return (
      <ZoneDetailView
        {...args}
        zone={{ ...zone, notes: [written, ...others] }}
        pendingNoteIds={new Set([-1])}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '3 notes regroupées' }));
    const marker = await canvas.findByRole('button', { name: /^Note de .+ \(Pas encore envoyé\)$/ });
    await waitForMapTiles(canvasElement);
    await userEvent.click(marker);
    await expect(await canvas.findByText('Revenir samedi : volets fermés.')).toBeVisible();
    await expect(canvas.getByText('Pas encore envoyé')).toBeVisible();
    await expectPopupInsideMap(canvasElement);
  },
};

/** A zone whose sectors are not generated yet. */
export const Empty: Story = {
  parameters: { zone: ZONE.vertou },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByText('Aucun secteur défini.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  render: (args) => <ZoneDetailView {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  render: (args) => <ZoneDetailView {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de charger les détails.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retour au Dashboard' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The position was shared on an earlier visit: the map follows the agent without asking. */
const sharedPosition = memoryPreferenceStore('granted');

type ZoneSector = ZoneDetailLoaded['zone']['sectors'][number];
const outlinesOf = (sector: ZoneSector) => sectorPolygons(sector.geometry).map(([outline]) => outline ?? []);

/** The sector whose corner lies furthest south: the nearest to a place due south of the zone. */
function southernmost(sectors: readonly ZoneSector[]): ZoneSector {
  const lowest = (sector: ZoneSector) =>
    Math.min(
      ...outlinesOf(sector)
        .flat()
        .map(([lat]) => lat),
    );
  const [first, ...others] = sectors;
  if (!first) throw new Error('the story zone has no sector');
  return others.reduce((low, sector) => (lowest(sector) < lowest(low) ? sector : low), first);
}

/** South of the zone, the line names the nearest sector and how far it is. */
export const PositionNearestSector: Story = {
  render: (args, { loaded }) => {
    const { zone } = loaded as ZoneDetailLoaded;
    return (
      <ZoneDetailView
        {...args}
        zone={zone}
        preferenceStore={sharedPosition}
        geolocation={fakeGeolocation(southOf(outlinesOf(southernmost(zone.sectors)), 240), 20)}
      />
    );
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const nearest = southernmost((loaded as ZoneDetailLoaded).zone.sectors);
    await waitForMapTiles(canvasElement);
    await expect(
      await canvas.findByText(`À 240 m du secteur N°${nearest.number}`, { selector: 'p' }),
    ).toBeVisible();
  },
};

/** In a sector of the zone: the line says which. */
export const PositionInSector: Story = {
  render: (args, { loaded }) => {
    const second = (loaded as ZoneDetailLoaded).zone.sectors.find((sector) => sector.number === 2);
    const middle = second ? polygonsCenter(sectorPolygons(second.geometry)) : null;
    return (
      <ZoneDetailView
        {...args}
        zone={(loaded as ZoneDetailLoaded).zone}
        preferenceStore={sharedPosition}
        geolocation={fakeGeolocation(middle ?? [0, 0], 15)}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(await canvas.findByText('Vous êtes dans le secteur N°2', { selector: 'p' })).toBeVisible();
  },
};

/** At 200 % zoom (195 px): the map as wide as the page, the sectors under it. */
export const PhoneZoomed: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneZoomed' } },
};
