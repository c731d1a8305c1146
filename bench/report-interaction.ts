// REPORT.md's section on the latency of a street tick (bench/interaction.ts).
import type { InteractionFigures, TickFigures } from './interaction.ts';
import { ms } from './stats.ts';

type InteractionPart = { ok: true; value: InteractionFigures } | { ok: false; error: string };

const tenth = (value: number) => `${value.toFixed(1)} ms`;

function row(run: TickFigures, target: number): string {
  const inp = Math.max(...run.inpPerPage);
  const verdict = run.cpuSlowdown === 4 ? (inp <= target ? ' (target met)' : ' (target missed)') : '';
  return `| ×${run.cpuSlowdown} | ${run.taps} | ${ms(run.eventMedianMs)} | ${ms(run.eventWorstMs)}${verdict} | ${run.inpPerPage.map((value) => ms(value)).join(', ')} | ${tenth(run.nextPaintMedianMs)} / ${tenth(run.nextPaintWorstMs)} | ${tenth(run.tickShownMedianMs)} / ${tenth(run.tickShownWorstMs)} | ${ms(run.longestTaskMs)} |`;
}

export function interactionSection(part: InteractionPart | undefined): string[] {
  const lines = ['## Ticking a street: interaction latency on a sector of 50 streets', ''];
  if (!part) return [...lines, 'Not measured yet: `node bench/run.ts --only=interaction`.', ''];
  if (!part.ok) return [...lines, `Not measured in this run: ${part.error}`, ''];
  const figures = part.value;
  return [
    ...lines,
    `Chromium, 390 × 844 phone viewport, production build of \`bench/pages/sector\`: SectorPage as shipped, ${figures.streets}`,
    'streets, its map (blank tiles) and 20 notes. A tick goes, as in the app, to a stand-in for the outbox: kept in',
    'IndexedDB first, then published through useSyncExternalStore to the parent, which applies the waiting ticks to',
    'the sector and re-renders the page with the street marked ‘Pas encore envoyé’ (the send to a server and its answer',
    `are left out). Playwright taps ${figures.tapsPerPage} checkboxes spread over the list (real pointer events, each scrolled`,
    `into view first) on ${figures.pages} fresh pages per CPU setting; the slowdown is the Chrome DevTools Protocol's`,
    '`Emulation.setCPUThrottlingRate`, set once the page is loaded. "Event" is the Event Timing API\'s duration',
    '(durationThreshold 16 ms; the longest entry of each interaction, as INP takes it; a tap Chromium did not report',
    'counts as 16 ms); a page\'s INP is its longest tap. "Next paint" runs from the click to the frame after the',
    'click handlers (requestAnimationFrame, then a task); "tick shown" to the frame after the re-render with the tick.',
    `Target (issue 18): INP ≤ ${figures.targetMs} ms under a 4× slowdown. There is no peer for this figure.`,
    '',
    '| CPU slowdown | taps | event, median | event, worst | INP per page | next paint, median / worst | tick shown, median / worst | longest task |',
    '|---|---|---|---|---|---|---|---|',
    ...figures.runs.map((run) => row(run, figures.targetMs)),
    '',
  ];
}
