import { fixtures, seed } from '@prospect/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { geojsonToWKT } from '@terraformer/wkt';
import { expect } from 'storybook/test';
import { theme } from '../../theme';
import { MapView } from '../MapView';
import { SectorLegend } from '../SectorLegend';
import { STORY_NOW, waitForMapTiles } from '../testing/story-helpers';
import type { GeoPolygon, MapSector } from '../types';
import { SectorPolygons } from './SectorPolygons';

type Loaded = { sectors: MapSector[] };

/** How a story changes the seeded sectors (one loader for all: two would seed at the same time). */
type Variant = 'asSeeded' | 'allStatuses' | 'wktAndInvalid';

// 'other' is what the contract reads any unknown status as ('archived', 'blocked' …).
const statusCycle = ['ready', 'pending', 'creating', 'error', 'other'] as const;

async function loadSectors(context: { parameters: Record<string, unknown> }): Promise<Loaded> {
  const variant = (context.parameters.variant as Variant | undefined) ?? 'asSeeded';
  await seed({ now: STORY_NOW });
  const { sectors } = fixtures.zoneDetail(fixtures.zoneId('La Baule-Escoublac – Centre'));
  switch (variant) {
    case 'allStatuses':
      return {
        sectors: sectors.map((sector, i) => ({
          ...sector,
          status: statusCycle[i % statusCycle.length] ?? 'ready',
        })),
      };
    case 'wktAndInvalid':
      return {
        sectors: sectors.map((sector, i): MapSector => {
          const line = [
            [-2.39, 47.28],
            [-2.38, 47.29],
            [-2.39, 47.28],
          ];
          if (i === 0) return { ...sector, geometry: { type: 'Polygon', coordinates: [line] } };
          if (i === 1) return { ...sector, geometry: null };
          return { ...sector, geometry: `SRID=4326;${geojsonToWKT(sector.geometry as GeoPolygon)}` };
        }),
      };
    default:
      return { sectors };
  }
}

const meta = {
  title: 'Map/SectorPolygons',
  component: SectorPolygons,
  tags: ['autodocs'],
  args: { sectors: [] },
  loaders: [loadSectors],
  render: (args, { loaded }) => {
    const sectors = args.sectors.length > 0 ? args.sectors : (loaded as Loaded).sectors;
    return (
      <>
        <MapView height={theme.sizes.zoneDetailMap} center={[47.2853, -2.3922]} zoom={14}>
          <SectorPolygons {...args} sectors={sectors} />
        </MapView>
        <SectorLegend statuses={sectors.map((sector) => sector.status)} />
      </>
    );
  },
} satisfies Meta<typeof SectorPolygons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The numbers drawn on the map, as the accessible name of their canvas reads them. */
const numbersShown = (sectors: readonly MapSector[]) =>
  sectors.map((sector) => `Secteur N°${sector.number}`).join(', ');

/** A generated zone: each sector filled by status, outlined by status, numbered at its centre. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, loaded }) => {
    await waitForMapTiles(canvasElement);
    const { sectors } = loaded as Loaded;
    await expect(await canvas.findByRole('img', { name: numbersShown(sectors) })).toBeInTheDocument();
  },
};

/** Every colour of the map palette, with the legend naming each one. */
export const AllStatuses: Story = {
  parameters: { variant: 'allStatuses' },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const legend = canvas.getByRole('list', { name: 'Légende' });
    await expect(legend).toHaveTextContent('En attente');
    await expect(legend).toHaveTextContent('En cours');
    await expect(legend).toHaveTextContent('Terminé');
    await expect(legend).toHaveTextContent('Erreur');
    await expect(legend).toHaveTextContent('Autre statut');
  },
};

/**
 * A real server's WKT text draws like GeoJSON; a sector whose geometry has fewer than 3 points, or
 * none at all, is left off the map.
 */
export const WktAndInvalidGeometry: Story = {
  parameters: { variant: 'wktAndInvalid' },
  play: async ({ canvas, canvasElement, loaded }) => {
    await waitForMapTiles(canvasElement);
    const { sectors } = loaded as Loaded;
    await expect(
      await canvas.findByRole('img', { name: numbersShown(sectors.slice(2)) }),
    ).toBeInTheDocument();
  },
};
