// The calendar figure: a month of 1,000 events rendered by MonthGrid and CalendarScreen (@prospect/ui).
import type { BenchPages } from './browser-pages.ts';
import type { BenchResult, CalendarScenario } from './pages/protocol.ts';
import { median, round } from './stats.ts';

export const CALENDAR_RUNS = 3;
export const CALENDAR_EVENTS = 1_000;

const SCENARIOS: { scenario: CalendarScenario; label: string }[] = [
  { scenario: 'month-grid', label: 'MonthGrid, November 2026' },
  { scenario: 'calendar-screen', label: 'CalendarScreen, no day open' },
  { scenario: 'calendar-screen-day', label: 'CalendarScreen, busiest day open (DayPanel)' },
];

export interface CalendarResult {
  scenario: CalendarScenario;
  label: string;
  events: number;
  runs: number[];
  /** Render call to painted frame, median. */
  ms: number;
  /** Render call to commit (flushSync), median. */
  commitMs: number;
  longestTaskMs: number;
  /** Event lines the grid shows (the rest become '+N'). */
  linesShown: number | null;
}

export async function measureCalendar(pages: BenchPages): Promise<CalendarResult[]> {
  const results: CalendarResult[] = [];
  for (const { scenario, label } of SCENARIOS) {
    const runs: BenchResult[] = [];
    for (let i = 0; i < CALENDAR_RUNS; i += 1) {
      runs.push(await pages.run('calendar', { scenario, size: CALENDAR_EVENTS }));
    }
    results.push({
      scenario,
      label,
      events: CALENDAR_EVENTS,
      runs: runs.map((run) => round(run.ms)),
      ms: round(median(runs.map((run) => run.ms))),
      commitMs: round(median(runs.map((run) => run.commitMs ?? Number.NaN))),
      longestTaskMs: round(median(runs.map((run) => run.longestTaskMs))),
      linesShown: runs.at(-1)?.shown ?? null,
    });
    process.stdout.write(`  calendar ${scenario}: ${results.at(-1)?.ms} ms\n`);
  }
  return results;
}
