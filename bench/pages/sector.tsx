// The street-tick benchmark page: SectorPage (@prospect/ui) on a sector of ?streets=50 streets, wired as
// the app wires it. A tick goes to a stand-in for the outbox: kept in IndexedDB first, then published to
// the parent through useSyncExternalStore, which applies the waiting ticks to the server's sector (as
// useQueuedSector does) and hands SectorPage the new sector and the ids not yet sent. The page records,
// per tap, the Event Timing figure (what INP keeps), the next paint after the click handlers and the
// paint that shows the box ticked. bench/interaction.ts taps with real pointer events.
import { type Sector, SectorPage, type Street, type StreetStatus, ToastProvider } from '@prospect/ui';
import { ProspectThemeProvider } from '@prospect/ui/theme';
import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { afterPaint, params, seededRandom, settle, whenDom } from './harness';
import { BLANK_TILE, CENTER } from './map-data';
import type { SectorPageState, StreetTap } from './sector-protocol';

const streetCount = Number(params.get('streets') ?? 50);

const KINDS = ['Rue', 'Avenue', 'Allée', 'Boulevard', 'Impasse'];
const NAMES = [
  'des Lilas',
  'du Port',
  'de la Plage',
  'des Pins',
  'Jean Jaurès',
  'de la Gare',
  'des Mouettes',
  'du Marché',
  'Pasteur',
  'des Tamaris',
];

/** A sector of `count` streets, a third of them done, a polygon around La Baule and 20 notes. */
function generateSector(count: number, seed = 50): Sector {
  const random = seededRandom(seed);
  const [lat, lng] = CENTER;
  const ring = Array.from({ length: 7 }, (_, corner) => {
    const angle = (corner / 6) * Math.PI * 2;
    return [lng + Math.cos(angle) * 0.004, lat + Math.sin(angle) * 0.003];
  });
  const streets = Array.from(
    { length: count },
    (_, index): Street => ({
      id: 1000 + index,
      name: `${KINDS[index % KINDS.length]} ${NAMES[Math.floor(index / KINDS.length) % NAMES.length]}${index >= 50 ? ` ${index}` : ''}`,
      status: random() < 0.33 ? 'done' : 'pending',
    }),
  );
  return {
    id: 4,
    number: 4,
    status: 'in_progress',
    geometry: { type: 'Polygon', coordinates: [ring as [number, number][]] },
    streets,
    zone: { id: 1, name: 'La Baule-Escoublac – Centre' },
    zoneName: 'La Baule-Escoublac – Centre',
    progress: 33,
    zone_notes: Array.from({ length: 20 }, (_, index) => ({
      id: index + 1,
      content: `Note ${index + 1}`,
      user: 'Camille Martin',
      created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
      zone: 1,
      location: {
        type: 'Point' as const,
        coordinates: [lng + (random() - 0.5) * 0.006, lat + (random() - 0.5) * 0.004] as [number, number],
      },
    })),
  };
}

// --- A stand-in for the outbox: the tick is kept on the device (IndexedDB) before anyone sees it. ---

interface WaitingTick {
  streetId: number;
  status: StreetStatus;
}
let snapshot: { writes: readonly WaitingTick[] } = { writes: [] };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const getSnapshot = () => snapshot;

function openQueue(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('bench-outbox', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('writes', { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
const queue = openQueue();

async function submitTick(tick: WaitingTick): Promise<void> {
  const db = await queue;
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction('writes', 'readwrite');
    transaction.objectStore('writes').put({ key: crypto.randomUUID(), createdAt: Date.now(), ...tick });
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  snapshot = { writes: [...snapshot.writes, tick] };
  for (const listener of [...listeners]) listener();
}

// --- What each tap measured. ---

const state: SectorPageState = { ready: false, streets: streetCount, taps: [] };
window.__sectorBench = state;

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
const events: PerformanceEventTiming[] = [];
new PerformanceObserver((list) => events.push(...(list.getEntries() as PerformanceEventTiming[]))).observe({
  type: 'event',
  durationThreshold: 16,
} as PerformanceObserverInit);

interface OpenTap {
  street: string;
  pointerDownAt: number;
  clickAt: number;
  nextPaintMs: number | null;
  tickShownMs: number | null;
}
let open: OpenTap | null = null;
let pointerDownAt = 0;

window.addEventListener('pointerdown', (event) => {
  pointerDownAt = event.timeStamp;
});
// On window, in the bubbling phase: runs after React's listener on the root, so after the handlers.
window.addEventListener('click', (event) => {
  const input = event.target instanceof HTMLInputElement ? event.target : null;
  if (input?.type !== 'checkbox') return;
  const tap: OpenTap = {
    street: input.closest('label')?.textContent ?? '',
    pointerDownAt,
    clickAt: event.timeStamp,
    nextPaintMs: null,
    tickShownMs: null,
  };
  open = tap;
  void afterPaint().then(() => {
    tap.nextPaintMs = performance.now() - tap.clickAt;
    void closeTap(tap);
  });
});

/** Called by the parent once the tick is committed: the frame after it shows the box ticked. */
function tickCommitted() {
  const tap = open;
  if (!tap || tap.tickShownMs !== null) return;
  void afterPaint().then(() => {
    tap.tickShownMs = performance.now() - tap.clickAt;
    void closeTap(tap);
  });
}

async function closeTap(tap: OpenTap) {
  if (tap.nextPaintMs === null || tap.tickShownMs === null) return;
  open = null;
  // Event Timing entries arrive after the frame they end on.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const end = tap.clickAt + tap.tickShownMs;
  const ofTap = events.filter(
    (entry) =>
      entry.interactionId > 0 &&
      entry.startTime >= tap.pointerDownAt - 1 &&
      entry.startTime <= tap.clickAt + 1,
  );
  const during = longTasks
    .map(
      (task) => Math.min(end, task.startTime + task.duration) - Math.max(tap.pointerDownAt, task.startTime),
    )
    .filter((duration) => duration > 0);
  const result: StreetTap = {
    street: tap.street,
    eventDurationMs: ofTap.length > 0 ? Math.max(...ofTap.map((entry) => entry.duration)) : null,
    nextPaintMs: tap.nextPaintMs,
    tickShownMs: tap.tickShownMs,
    longestTaskMs: Math.round(Math.max(0, ...during)),
  };
  state.taps.push(result);
}

// --- The page as the app renders /sectors/{id}. ---

const serverSector = generateSector(streetCount);
const noop = () => {};
const resolved = async () => {};

/** The server's sector with the waiting ticks on top, as useQueuedSector gives it. */
function withWaitingTicks(sector: Sector, writes: readonly WaitingTick[]) {
  const status = new Map(writes.map((write) => [write.streetId, write.status]));
  return {
    sector: {
      ...sector,
      streets: sector.streets.map((street) => {
        const next = status.get(street.id);
        return next === undefined ? street : { ...street, status: next };
      }),
    },
    pendingStreetIds: new Set(status.keys()) as ReadonlySet<number>,
  };
}

function SectorScreen() {
  const { writes } = useSyncExternalStore(subscribe, getSnapshot);
  const view = useMemo(() => withWaitingTicks(serverSector, writes), [writes]);
  useLayoutEffect(() => {
    if (writes.length > 0) tickCommitted();
  }, [writes]);
  return (
    <SectorPage
      sector={view.sector}
      status="ready"
      onBack={noop}
      onFinish={noop}
      onUpdateStreetCount={resolved}
      onToggleStreet={(street, status) => {
        submitTick({ streetId: street.id, status }).catch((error: unknown) => console.error(error));
      }}
      pendingStreetIds={view.pendingStreetIds}
      pendingStreetCount={null}
      pendingNoteIds={new Set()}
      onHouseNote={resolved}
      onCreateNote={resolved}
      onUpdateNote={resolved}
      onDeleteNote={resolved}
      tileUrl={BLANK_TILE}
    />
  );
}

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <ProspectThemeProvider>
      <ToastProvider>
        <SectorScreen />
      </ToastProvider>
    </ProspectThemeProvider>,
  );
  await queue;
  await whenDom(() => document.querySelector('.leaflet-container') !== null);
  await settle();
  await new Promise((resolve) => setTimeout(resolve, 500));
  state.ready = true;
}

main().catch((error: unknown) => {
  state.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
});
