// REPORT.md's account of the first-load bytes: what each budgeted route is made of, and the floor the
// stack sets before any of our code, so a target below that floor is seen as such.
import type { CompositionRow } from './composition.ts';
import type { RouteWeight } from './first-load.ts';
import type { StackFloor } from './stack-floor.ts';
import { kib, type Part } from './stats.ts';

type TargetedWeight = RouteWeight & { targetGzipJs: number | null };

const share = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`;

function compositionTable(route: string, rows: CompositionRow[]): string[] {
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  return [
    `${route}, ${kib(total)} gzip:`,
    '',
    '| from | raw (minified) | gzip (share of each chunk) | share |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.group} | ${kib(row.raw)} | ${kib(row.gzip)} | ${share(row.gzip, total)} |`),
    '',
  ];
}

function floorTable(floor: StackFloor): string[] {
  const last = floor.steps.at(-1);
  const router = floor.steps.find((step) => step.page === 'router');
  return [
    'Each page renders a few elements with one more library than the previous, built like the app (Vite,',
    'production, es2023) from `bench/floor/`; bytes of all its JavaScript:',
    '',
    '| page | adds | gzip | brotli | added gzip |',
    '|---|---|---|---|---|',
    ...floor.steps.map(
      (step) =>
        `| ${step.page} | ${step.adds} | ${kib(step.gzip)} | ${kib(step.brotli)} | +${kib(step.addedGzip)} |`,
    ),
    '',
    router && floor.dataRouterGzip
      ? `The data router the app used until issue 18 (\`createBrowserRouter\`, lazy routes, \`useMatches\`, error elements) weighs ${kib(floor.dataRouterGzip)} with React, ${kib(floor.dataRouterGzip - router.gzip)} more than declarative mode; the app now does those parts itself (apps/prospect/src/routes/, shell/RouteErrorBoundary.tsx, shell/use-scroll-restoration.ts).`
      : '',
    last
      ? `Before a single screen, message or API call of ours, the stack's first load is ${kib(last.gzip)} gzip.`
      : '',
    '',
    ...validationLines(),
  ];
}

/**
 * The validation library was chosen in issue 18 by weighing both on our own readers; the losing side
 * is gone from the repository, so its figure is stated here rather than measured again.
 */
function validationLines(): string[] {
  return [
    '### The validation library, on our own readers',
    '',
    "Decided in issue 18: the readers /auth's first load holds (token pair, refresh, profile, with the",
    'refusal message), alone on a page, weighed 2.5 KiB gzip with valibot (shipped) against 7.0 KiB with',
    "zod/mini (the contract's library before), both held to the same kept values and refusals by a test. The",
    'zod/mini side and that test were removed once the figure was kept here (bench of 2026-11-27: 2,522',
    'against 7,214 bytes gzip).',
    '',
  ];
}

export function compositionSection(
  firstLoad: TargetedWeight[],
  composition: Record<string, CompositionRow[]>,
  floor: Part<StackFloor>,
): string[] {
  const lines = ['## What the first load is made of', ''];
  for (const [route, rows] of Object.entries(composition)) lines.push(...compositionTable(route, rows));
  lines.push('### The floor the stack sets', '');
  if (!floor.ok) return [...lines, `Not measured in this run: ${floor.error}`, ''];
  lines.push(...floorTable(floor.value));
  const stackGzip = floor.value.steps.at(-1)?.gzip ?? 0;
  for (const weight of firstLoad) {
    if (weight.targetGzipJs === null) continue;
    const room = weight.targetGzipJs - stackGzip;
    lines.push(
      `- ${weight.route}: target ${kib(weight.targetGzipJs)}, today ${kib(weight.js.gzip)}. ${
        room > 0
          ? `The stack leaves ${kib(room)} under the target for our screens, catalogue, client and app shell, which take ${kib(weight.js.gzip - stackGzip)} today.`
          : `The stack alone is ${kib(-room)} over the target: no code of ours can meet it without changing the stack.`
      }`,
    );
  }
  return [...lines, ''];
}
