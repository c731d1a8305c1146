// REPORT.md's section on « Mes contacts » at 5,000 house notes (bench/contacts.ts).
import type { ContactsFigures } from './contacts.ts';
import { ms } from './stats.ts';

type ContactsPart = { ok: true; value: ContactsFigures } | { ok: false; error: string };

export function contactsSection(part: ContactsPart | undefined): string[] {
  const lines = [
    '## « Mes contacts » at 5,000 house notes: long tasks while rendering, filtering and searching',
    '',
  ];
  if (!part) return [...lines, 'Not measured yet: `node bench/run.ts --only=contacts`.', ''];
  if (!part.ok) return [...lines, `Not measured in this run: ${part.error}`, ''];
  const figures = part.value;
  const met = figures.longestTaskMs <= figures.targetMs;
  return [
    ...lines,
    `Chromium, 390 × 844 phone viewport, production build of \`bench/pages/contacts\`: ContactsScreen as shipped over`,
    `${figures.notes.toLocaleString('en')} house notes (one in fifty about 3,000 characters long, three years of dates in no order), two`,
    'months of events with a call-back for one contact in twenty, and a favourite for one in twenty-five. The page',
    'paints its shell (theme, font) first, then renders the screen in a transition, as the router does. The bench',
    'taps the filters and the « Afficher … de plus » button and types with raw input (Chrome DevTools Protocol,',
    `no in-page checks of Playwright's), on ${figures.runs} fresh pages, under a ${figures.cpuSlowdown}× CPU slowdown (\`Emulation.setCPUThrottlingRate\`, set`,
    'before the first render). Each action runs from its start to the frame after the list shows its outcome (the announced count,',
    'every card of the page in: the list adds a few per frame while busy); "longest task" is the Long Tasks API\'s, the worst of the',
    'runs; the time is the median.',
    `Target (issue 32): no task over ${figures.targetMs} ms. **${met ? 'Met' : 'Missed'}**: longest task ${ms(figures.longestTaskMs)}.`,
    '',
    '| action | time, median | longest task, worst run | blocking time over 50 ms, worst run |',
    '|---|---|---|---|',
    ...figures.actions.map(
      (action) =>
        `| ${action.action} | ${ms(action.ms)} | ${ms(action.longestTaskMs)} | ${ms(action.blockingMs)} |`,
    ),
    '',
  ];
}
