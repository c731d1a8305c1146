// REPORT.md's section on preparing the demo's largest zone for offline use (bench/offline-zone.ts).
import type { OfflineZoneFigures, OfflineZoneRun } from './offline-zone.ts';
import { kib, ms } from './stats.ts';

type OfflineZonePart = { ok: true; value: OfflineZoneFigures } | { ok: false; error: string };

const row = (label: string, run: Omit<OfflineZoneRun, 'estimate'>) =>
  `| ${label} | ${run.seconds.toFixed(1)} s | ${run.tiles} | ${kib(run.tileBytes)} | ${run.sectorAnswers} | ${kib(run.answerBytes)} | ${kib(run.tileBytes + run.answerBytes)} | ${ms(run.longestTaskMs)} | ${(run.longestTaskAtMs / 1000).toFixed(2)} s | ${run.longTasks} | ${ms(run.blockingMs)} |`;

export function offlineZoneSection(part: OfflineZonePart | undefined): string[] {
  const lines = ['## « Préparer hors ligne »: the largest zone of the demo', ''];
  if (!part) return [...lines, 'Not measured yet: `node bench/run.ts --only=offlineZone`.', ''];
  if (!part.ok) return [...lines, `Not measured in this run: ${part.error}`, ''];
  const figures = part.value;
  const { zone } = figures;
  const met = figures.longestTaskMs <= figures.targetMs;
  return [
    ...lines,
    'The production build as deployed (nginx on the mock backend, tiles through its /tiles/ proxy, so they are',
    `ours to fetch), Chromium at 390 × 844, a fresh profile per run. The seeded agent signs in, waits for the app's`,
    `worker, opens its zone with the most sectors (« ${zone.name} », id ${zone.id}, ${zone.sectors} sectors, found through the API), taps`,
    `« Préparer hors ligne » then, once the estimate shows, « Télécharger » (raw input). From that tap to « Disponible`,
    `hors ligne · préparée le … » on screen the CPU is slowed ${figures.cpuSlowdown}× (\`Emulation.setCPUThrottlingRate\`); the`,
    'Long Tasks API (a buffered PerformanceObserver installed before the app) gives the tasks of that span. Kept:',
    `the tiles in the zone's Cache Storage cache (sum of their bodies) and the preparation's answers in the read`,
    'cache (IndexedDB), the zone, its sector list and each sector, as UTF-8 JSON.',
    `${figures.runs} runs, median. The run paces its tile requests (runPreparation's \`tileIntervalMs\`): most of its time is waiting.`,
    `Target (issue 33): no task over ${figures.targetMs} ms. **${met ? 'Met' : 'Missed'}**: longest task ${ms(figures.longestTaskMs)} (worst run).`,
    '',
    '| run | « Télécharger » to done | tiles | tile bytes | sector answers | answer bytes | kept in all | longest task | its start after the tap | tasks over 50 ms | blocking past 50 ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    row('median', figures.median),
    ...figures.raw.map((run, index) => row(String(index + 1), run)),
    '',
    `The dialog's estimate beforehand: ${[...new Set(figures.raw.map((run) => `« ${run.estimate} »`))].join(', ')}.`,
    '',
  ];
}
