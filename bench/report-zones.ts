// REPORT.md's section on the zones screen at agency scale (bench/zones-screen.ts).
import { ms } from './stats.ts';
import type { ZonesScenarioFigures, ZonesScreenFigures } from './zones-screen.ts';

type ZonesPart = { ok: true; value: ZonesScreenFigures } | { ok: false; error: string };

const ratio = (value: number) => `${value.toFixed(2)}×`;
const mib = (value: number) => `${value.toFixed(1)} MiB`;
const count = (value: number) => Math.round(value).toLocaleString('en-GB');

function row(what: string, pick: (side: ZonesScenarioFigures) => string, figures: ZonesScreenFigures) {
  return `| ${what} | ${pick(figures.ours)} | ${pick(figures.peer)} |`;
}

export function zonesScreenSection(part: ZonesPart | undefined): string[] {
  const lines = ['## Zones screen: an agency of 200 zones', ''];
  if (!part) return [...lines, 'Not measured yet: `node bench/run.ts --only=zonesScreen`.', ''];
  if (!part.ok) return [...lines, `Not measured in this run: ${part.error}`, ''];
  const figures = part.value;
  const { bound, ratios } = figures;
  return [
    ...lines,
    `Chromium, 390 × 844 phone viewport, production build of \`bench/pages/zones\`: ${figures.zones} seeded zones in the /zones`,
    `list. Ours is ZonesScreen as shipped: a tile holds a live Leaflet map only within \`${bound.margin}\` of the view`,
    `(IntersectionObserver rootMargin: one screen above and below), ${bound.maxLiveMaps} maps at most (the nearest), a still`,
    'street grid elsewhere. The peer is the screen before issue 18: the same ZoneTile in the same column, every one a',
    'live map. Tiles are a blank data: image (no network) for both. Times run from `root.render`; "idle" is when every',
    'live map has its tiles and the browser grants a full idle period. Heap: `HeapProfiler.collectGarbage` then',
    '`Runtime.getHeapUsage` (JS heap used); DOM nodes: `Performance.getMetrics`. Then the list is scrolled to its end,',
    `a screen every ~100 ms. ${figures.runsPerScenario} fresh pages per side, interleaved, median.`,
    '',
    '| | ours (near the view) | peer (every tile) |',
    '|---|---|---|',
    row('list painted (render call → frame)', (s) => ms(s.firstRenderMs), figures),
    row('first contentful paint (from navigation)', (s) => ms(s.fcpMs), figures),
    row('until idle, every live map drawn', (s) => ms(s.idleMs), figures),
    row('longest main-thread task, render to idle', (s) => ms(s.longestTaskMs), figures),
    row('blocking time (> 50 ms), render to idle', (s) => ms(s.blockingMs), figures),
    row('live maps once idle', (s) => count(s.liveMaps), figures),
    row('JS heap after render', (s) => mib(s.heapMiB), figures),
    row('DOM nodes after render', (s) => count(s.domNodes), figures),
    row('scrolled to the end: most live maps at once', (s) => count(s.scroll.maxLiveMaps), figures),
    row('scrolled to the end: live maps at the bottom', (s) => count(s.scroll.liveMapsAtEnd), figures),
    row('scrolling: longest main-thread task', (s) => ms(s.scroll.longestTaskMs), figures),
    row('scrolling: blocking time (> 50 ms)', (s) => ms(s.scroll.blockingMs), figures),
    row('JS heap after scrolling to the end', (s) => mib(s.scroll.heapMiB), figures),
    row('runs: list painted', (s) => s.firstRenderRuns.join(', '), figures),
    row('runs: until idle', (s) => s.idleRuns.join(', '), figures),
    '',
    `Peer ÷ ours (above 1, ours is faster or lighter): list painted ${ratio(ratios.firstRender)}, until idle ${ratio(ratios.idle)}, JS heap ${ratio(ratios.heap)} after render and ${ratio(ratios.heapAfterScroll)} after scrolling, DOM nodes ${ratio(ratios.domNodes)}.`,
    '',
  ];
}
