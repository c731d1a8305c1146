// REPORT.md's section on a street of 300 doors (bench/doors.ts).
import type { DoorsFigures, DoorsRun } from './doors.ts';
import { ms } from './stats.ts';

type DoorsPart = { ok: true; value: DoorsFigures } | { ok: false; error: string };

const row = (label: string, run: DoorsRun) =>
  `| ${label} | ${ms(run.renderMs)} | ${ms(run.renderLongestTaskMs)} | ${ms(run.firstOpenMs)} | ${ms(run.laterOpenMedianMs)} | ${ms(run.firstSheetShownMs)} | ${ms(run.laterSheetShownMedianMs)} | ${ms(run.chooseOutcomeMs)} | ${ms(run.saveMs)} | ${ms(run.inpMs)} | ${ms(run.tapsLongestTaskMs)} |`;

export function doorsSection(part: DoorsPart | undefined): string[] {
  const lines = ['## A street of 300 doors: rendering and taps (INP)', ''];
  if (!part) return [...lines, 'Not measured yet: `node bench/run.ts --only=doors`.', ''];
  if (!part.ok) return [...lines, `Not measured in this run: ${part.error}`, ''];
  const figures = part.value;
  const met = figures.inpMs <= figures.targetMs;
  return [
    ...lines,
    `Chromium, 390 × 844 phone viewport, production build of \`bench/pages/doors\`: StreetDoorsScreen as shipped over a street`,
    `of ${figures.doors} doors (a quarter visited, STOP PUB here and there), a saved outcome applied to the doors a moment later`,
    `as the outbox's queued view does. Under a ${figures.cpuSlowdown}× CPU slowdown, ${figures.taps} doors are worked per run with real`,
    'pointer events: the row tapped (its sheet opens), « Absent » chosen, « Enregistrer » (the sheet closes, the row shows it).',
    "Each tap's figure is Event Timing's longest entry of the interaction (what INP keeps; 16 ms when Chromium reports none),",
    `the worst of the run; a run's INP is its longest interaction. ${figures.runs} runs on fresh pages, the first tap`,
    "once the page's idle work is done (the dialog's code fetched, the sheet's fields made ready). The sheet renders",
    'after the tap\'s own paint (the row marked): "sheet shown" runs from the pointer going down to the frame that shows it.',
    `Target (issue 34): INP under ${figures.targetMs} ms. **${met ? 'Met' : 'Missed'}**: worst INP ${ms(figures.inpMs)}.`,
    '',
    '| run | render, 300 rows | its longest task | row tapped, first | row tapped, later (median) | sheet shown, first | sheet shown, later (median) | outcome chosen | saved, row shown | INP | longest task while tapping |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    row('median', figures.median),
    ...figures.raw.map((run, index) => row(String(index + 1), run)),
    '',
  ];
}
