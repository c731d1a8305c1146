// REPORT.md's section on Lighthouse (bench/lighthouse.ts), each target (issues 18 and 37) marked met or not.
import { LIGHTHOUSE_TARGETS, type LighthouseFigures, type LighthouseRoute } from './lighthouse.ts';
import { ms } from './stats.ts';

type LighthousePart = { ok: true; value: LighthouseFigures } | { ok: false; error: string };

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** The targets a row is held to, each with its verdict; empty when the issue sets none for it. */
function targets(route: LighthouseRoute): string[] {
  const { median } = route;
  const mark = (met: boolean, what: string) => `${met ? 'met' : '**not met**'}: ${what}`;
  const transport = route.transport ?? 'HTTP/1.1';
  if (route.tiles === 'tile server on another origin') return ['comparison only'];
  if (route.build === 'demo') {
    const maxLcpMs = LIGHTHOUSE_TARGETS.demoLcpMs[route.route]?.[transport];
    if (maxLcpMs === undefined) return [];
    return [mark(median.lcpMs <= maxLcpMs, `LCP ${seconds(median.lcpMs)} (target ≤ ${seconds(maxLcpMs)})`)];
  }
  if (transport === 'HTTP/1.1') return ['comparison only (the targets are the deployed HTTP/2)'];
  const target = LIGHTHOUSE_TARGETS.production;
  return [
    mark(median.score >= target.minScore, `score ${median.score} (target ≥ ${target.minScore})`),
    mark(
      median.lcpMs <= target.maxLcpMs,
      `LCP ${seconds(median.lcpMs)} (target ≤ ${seconds(target.maxLcpMs)})`,
    ),
    mark(median.cls <= target.maxCls, `CLS ${median.cls} (target ${target.maxCls})`),
    mark(median.tbtMs <= target.maxTbtMs, `TBT ${ms(median.tbtMs)} (target ≤ ${ms(target.maxTbtMs)})`),
  ];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * What each production page downloads before its largest paint, and how long the simulated link takes
 * to carry that alone: a floor under the simulated LCP that no main-thread work can lower.
 */
function bytesBeforeLcpLines(routes: LighthouseRoute[], throughputKbps: number): string[] {
  const rows = routes
    .filter((r) => r.build === 'production' && r.transport === 'HTTPS, HTTP/2')
    .filter((r) => r.tiles !== 'tile server on another origin')
    .flatMap((r) => {
      const measured = r.runs.flatMap((run) => (run.beforeLcp ? [run.beforeLcp] : []));
      const median = measured.sort((a, b) => a.bytes - b.bytes)[Math.floor(measured.length / 2)];
      if (!median) return [];
      const types = Object.entries(median.byType)
        .sort(([, a], [, b]) => b - a)
        .map(([type, bytes]) => `${type.toLowerCase()} ${kib(bytes)}`)
        .join(', ');
      // Lighthouse counts a kilobit as 1,024 bits (its 1,638.4 Kbps is 1.6 Mbit/s).
      const transferMs = (median.bytes * 8 * 1000) / (throughputKbps * 1024);
      const tiles = r.runs.map((run) => run.tilePriorities ?? '?').join('; ');
      return [
        `| ${r.route} | ${median.requests} | ${kib(median.bytes)} | ${types} | ${seconds(transferMs)} | ${seconds(r.median.lcpMs)} | ${tiles} |`,
      ];
    });
  if (rows.length === 0) return [];
  return [
    `What each production page (HTTP/2) downloads before its largest paint in the unthrottled run Lighthouse simulates from (the run with the median bytes), and how long ${Math.round(throughputKbps)} Kbps takes to carry it alone:`,
    '',
    '| route | requests | bytes | by type | transfer alone | simulated LCP | map tiles’ priority, each run |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Lighthouse leaves images of Low priority out of its simulated LCP (it takes them for images off screen). A map page’s first tiles are asked for ahead of Leaflet (packages/ui/src/map/tile-warmup) at the Low priority Chromium gives an image made by script, and Chromium raises one to High when Leaflet’s own image joins its download while it is still in flight. A run whose tiles went High counts their download in its LCP (a few tenths of a second more); a run whose tiles stayed Low ends its LCP with the page’s last script or read.',
    '',
  ];
}

export function lighthouseSection(part: LighthousePart | undefined): string[] {
  const lines = [
    '## Lighthouse: production pages on the mock backend, over HTTPS and HTTP/2 as deployed and over HTTP/1.1, and the demo',
    '',
  ];
  if (!part) return [...lines, 'Not measured yet: `node bench/run.ts --only=lighthouse`.', ''];
  if (!part.ok) return [...lines, `Not measured in this run: ${part.error}`, ''];
  const { settings, routes, runsPerRoute, method, productionServing, demoLatencyMs = 250 } = part.value;
  return [
    ...lines,
    `Lighthouse’s default config: ${settings.formFactor} emulation, ${settings.throttlingMethod} throttling (RTT ${settings.rttMs} ms, ${Math.round(settings.throughputKbps)} Kbps, CPU ×${settings.cpuSlowdownMultiplier}); performance category only; ${runsPerRoute} runs per route, median of each metric.`,
    '',
    `Production: ${productionServing}`,
    '',
    `Demo: the demo build served by \`vite preview\`, through the same TLS terminator (as a sales demo is hosted) and alone over HTTP/1.1; the signed-in agent's first screen is answered from what its in-browser backend (msw and the seeded data) answered on the agent's previous visit, nothing having been written since, and draws the demo's static tile; the backend's chunk comes once that screen's downloads are over and answers every API call from then on ${demoLatencyMs > 0 ? `after ${demoLatencyMs} ms, which its figures include` : 'as soon as its data is ready'}.`,
    '',
    'Targets (issue 37): production pages as deployed (HTTPS, HTTP/2, tile proxy) 95 or more, LCP ≤ 2.5 s, CLS 0, TBT ≤ 100 ms; the demo /dashboard LCP ≤ 2.5 s over HTTP/2 and ≤ 3.0 s over HTTP/1.1; the demo /auth LCP ≤ 2.5 s (issue 18). Each in the median of three runs.',
    '',
    '| route | build | served over | tiles | score | LCP | TBT | CLS | FCP | runs (score) | benchmarkIndex | targets |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...routes.map(
      (r) =>
        `| ${r.route} | ${r.build} | ${r.transport ?? 'HTTP/1.1'} | ${r.tiles ?? 'same origin'} | ${r.median.score} | ${ms(r.median.lcpMs)} | ${ms(r.median.tbtMs)} | ${r.median.cls} | ${ms(r.median.fcpMs)} | ${r.runs.map((run) => run.score).join(', ')} | ${r.runs.map((run) => run.benchmarkIndex ?? '?').join(', ')} | ${targets(r).join('; ') || 'none set'} |`,
    ),
    '',
    ...routes.map((r) => {
      const last = r.runs.at(-1);
      return `- ${r.route} (${r.build}, ${r.transport ?? 'HTTP/1.1'}${r.tiles ? `, ${r.tiles}` : ''}, last run): LCP element ${last?.lcpElement ?? '?'}; largest layout shift ${last?.largestShift ?? 'none'}; heaviest downloads ${last?.heaviestRequests.join(', ') || '?'}.${r.problem ? ` **${r.problem}.**` : ''}`;
    }),
    '',
    ...bytesBeforeLcpLines(routes, settings.throughputKbps),
    `Signing in: ${method}`,
    '',
  ];
}
