// The zones benchmark page: ?scenario=near-view|every-tile&size=200. An agency's zones in the /zones
// list; the clock runs from the render call to the painted list, then until every live map has its
// tiles and the main thread is idle. `window.__zonesScrollThrough()` then scrolls to the end.
import {
  LIVE_MAP_MARGIN,
  MAX_LIVE_MAPS,
  PageColumn,
  Stack,
  type Zone,
  ZonesScreen,
  ZoneTile,
} from '@prospect/ui';
import { t } from '@prospect/ui/i18n';
import { ProspectThemeProvider } from '@prospect/ui/theme';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterPaint, mainThreadFigures, params, seededRandom, settle, whenDom } from './harness';
import { BLANK_TILE } from './map-data';
import type { ZonesScenario, ZonesScroll } from './zones-protocol';

const scenario = (params.get('scenario') ?? 'near-view') as ZonesScenario;
const size = Number(params.get('size') ?? 200);

const TOWNS: readonly [string, number, number][] = [
  ['Nantes', -1.5536, 47.2184],
  ['Saint-Nazaire', -2.2137, 47.2735],
  ['La Baule-Escoublac', -2.3922, 47.2853],
  ['Pornic', -2.1036, 47.1155],
  ['Vertou', -1.4697, 47.1689],
  ['Rezé', -1.5665, 47.1809],
  ['Guérande', -2.4289, 47.3281],
  ['Clisson', -1.2823, 47.0869],
  ['Saint-Herblain', -1.6493, 47.2117],
  ['Ancenis', -1.1776, 47.3657],
];

/** An agency's zones: quarters of ten towns of Loire-Atlantique, each at its own place. */
function generateZones(count: number, seed = 18): Zone[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index): Zone => {
    const [town, lng, lat] = TOWNS[index % TOWNS.length] ?? ['Nantes', -1.5536, 47.2184];
    return {
      id: index + 1,
      name: `${town} – Quartier ${Math.floor(index / TOWNS.length) + 1}`,
      location: {
        type: 'Point',
        coordinates: [lng + (random() - 0.5) * 0.06, lat + (random() - 0.5) * 0.04],
      },
      sector_count: 4 + Math.floor(random() * 20),
      progress: Math.floor(random() * 101),
      created_at: null,
    };
  });
}

const liveMaps = () => document.querySelectorAll('.leaflet-container').length;

/** Every map in the page has reported its tiles (MapView's data-tiles="loaded"). */
function tilesIn(): boolean {
  const maps = [...document.querySelectorAll('[data-tiles]')];
  return maps.length > 0 && maps.every((map) => map.getAttribute('data-tiles') === 'loaded');
}

/** Resolves once `check` holds, looking at every frame. */
function until(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const look = () => (check() ? resolve() : requestAnimationFrame(look));
    look();
  });
}

/**
 * The first idle period the browser offers in full (45 ms or more of the 50 ms it grants): no task,
 * no frame and no timer was waiting.
 */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    const wait = () =>
      requestIdleCallback((deadline) => (deadline.timeRemaining() >= 45 ? resolve() : wait()));
    wait();
  });
}

const noop = () => {};
const resolved = async () => {};

/** The /zones list before issue 18: the same tiles in the same column, every one a live map. */
function EveryTileLive({ zones }: { zones: readonly Zone[] }) {
  return (
    <PageColumn gap="lg">
      <h1>{t('territory.zones.title')}</h1>
      <Stack as="ul" gap="md">
        {zones.map((zone) => (
          <li key={zone.id}>
            <ZoneTile zone={zone} onOpen={noop} onDelete={noop} tileUrl={BLANK_TILE} />
          </li>
        ))}
      </Stack>
    </PageColumn>
  );
}

function scene(zones: readonly Zone[]): ReactElement {
  return scenario === 'every-tile' ? (
    <EveryTileLive zones={zones} />
  ) : (
    <ZonesScreen
      zones={zones}
      status="ready"
      onOpenZone={noop}
      onDeleteZone={resolved}
      tileUrl={BLANK_TILE}
    />
  );
}

async function scrollThrough(): Promise<ZonesScroll> {
  const start = performance.now();
  let steps = 0;
  let maxLiveMaps = liveMaps();
  const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
  while (window.scrollY < bottom() - 1) {
    window.scrollBy(0, window.innerHeight);
    steps += 1;
    // About a screen every 100 ms: a thumb flicking through the list.
    await afterPaint();
    await new Promise((resolve) => setTimeout(resolve, 80));
    maxLiveMaps = Math.max(maxLiveMaps, liveMaps());
  }
  await until(tilesIn);
  await idle();
  const end = performance.now();
  return { steps, maxLiveMaps, liveMapsAtEnd: liveMaps(), ...mainThreadFigures(start, end) };
}

async function main() {
  const zones = generateZones(size);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  await settle();
  const root = createRoot(container);
  const start = performance.now();
  root.render(<ProspectThemeProvider>{scene(zones)}</ProspectThemeProvider>);
  await whenDom(() => document.querySelectorAll('main li').length === size);
  await afterPaint();
  const painted = performance.now();
  await until(tilesIn);
  await idle();
  const end = performance.now();
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  window.__zonesScrollThrough = scrollThrough;
  window.__zonesRender = {
    scenario,
    zones: size,
    bound: { maxLiveMaps: MAX_LIVE_MAPS, margin: LIVE_MAP_MARGIN },
    firstRenderMs: painted - start,
    fcpMs: fcp ? fcp.startTime : null,
    idleMs: end - start,
    liveMaps: liveMaps(),
    ...mainThreadFigures(start, end),
  };
}

main().catch((error: unknown) => {
  window.__zonesRender = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
});
