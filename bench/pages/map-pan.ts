// A scripted pan and zoom, the same for both maps: three drags through Leaflet's own drag handler
// (mouse events on the map, so its inertia and moveend run as for a finger), then zoom steps in and
// out. Every requestAnimationFrame delta from the first gesture to the last frame is kept.
import type { Map as LeafletMap } from 'leaflet';
import type { FrameFigures } from './protocol';

/** Pixels per frame and frames per drag: a brisk swipe of about 300 px over 0.4 s. */
const DRAG_STEP = 12;
const DRAG_FRAMES = 24;
/** Frames left after each gesture for inertia, moveend and the layers' redraw. */
const SETTLE_FRAMES = 30;
const DRAGS: [number, number][] = [
  [-1, 0],
  [0, -1],
  [1, 1],
];
/** From the zoom where every number shows: in twice, back, then out past the numbers' zoom and back. */
const ZOOMS = [15, 16, 14, 13, 14];

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function frames(count: number, each?: (index: number) => void): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    each?.(index);
    await nextFrame();
  }
}

function mouse(type: string, target: EventTarget, x: number, y: number): void {
  target.dispatchEvent(
    new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0, buttons: 1 }),
  );
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function panAndZoom(map: LeafletMap): Promise<FrameFigures> {
  const longTasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  try {
    observer.observe({ type: 'longtask' });
  } catch {
    // No Long Tasks API: the longest task stays at 0.
  }
  const stamps: number[] = [];
  let recording = true;
  const record = (time: number) => {
    stamps.push(time);
    if (recording) requestAnimationFrame(record);
  };
  const started = performance.now();
  requestAnimationFrame(record);

  const container = map.getContainer();
  const box = container.getBoundingClientRect();
  for (const [dx, dy] of DRAGS) {
    let x = box.left + box.width / 2;
    let y = box.top + box.height / 2;
    mouse('mousedown', container, x, y);
    await frames(DRAG_FRAMES, () => {
      x += dx * DRAG_STEP;
      y += dy * DRAG_STEP;
      mouse('mousemove', document, x, y);
    });
    mouse('mouseup', document, x, y);
    await frames(SETTLE_FRAMES);
  }
  for (const zoom of ZOOMS) {
    map.setZoom(zoom, { animate: false });
    await frames(SETTLE_FRAMES);
  }

  recording = false;
  const ended = performance.now();
  longTasks.push(...observer.takeRecords());
  observer.disconnect();
  const deltas = stamps.slice(1).map((time, index) => time - (stamps[index] ?? time));
  const sorted = [...deltas].sort((a, b) => a - b);
  const during = longTasks
    .filter((task) => task.startTime + task.duration > started && task.startTime < ended)
    .map((task) => task.duration);
  return {
    frames: deltas.length,
    medianMs: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    maxMs: round(sorted.at(-1) ?? 0),
    over25Ms: deltas.filter((delta) => delta > 25).length,
    longestTaskMs: Math.round(Math.max(0, ...during)),
  };
}
