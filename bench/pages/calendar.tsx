// The calendar benchmark page: ?scenario=month-grid|calendar-screen|calendar-screen-day&size=1000.
// A month of `size` events; the clock runs from the render call to the first frame painted after it.
import { type CalendarEvent, type CalendarEventType, CalendarScreen, MonthGrid } from '@prospect/ui';
import { ProspectThemeProvider } from '@prospect/ui/theme';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterPaint, fail, finish, params, seededRandom, whenDom } from './harness';
import type { CalendarScenario } from './protocol';

const scenario = (params.get('scenario') ?? 'month-grid') as CalendarScenario;
const size = Number(params.get('size') ?? 1_000);

const MONTH = new Date(2026, 10, 1);
const TODAY = new Date(2026, 10, 22);
const BUSY_DAY = new Date(2026, 10, 16);
const TYPES: readonly CalendarEventType[] = ['prospection', 'rdv', 'navigation'];
const TITLES = ['Porte-à-porte', 'Estimation Dupont', 'Trajet Pornic', 'Relance Martin', 'Visite T3'];

/** `count` events over the 30 days of November 2026, between 8 h and 19 h. */
function generateEvents(count: number, seed = 5): CalendarEvent[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index): CalendarEvent => {
    const day = 1 + Math.floor(random() * 30);
    const hour = 8 + Math.floor(random() * 12);
    return {
      id: index + 1,
      title: `${TITLES[index % TITLES.length] ?? 'Événement'} ${index + 1}`,
      description: index % 2 === 0 ? 'Secteurs 1 à 4.' : '',
      type: TYPES[Math.floor(random() * TYPES.length)] ?? 'prospection',
      date: new Date(2026, 10, day, hour, Math.floor(random() * 4) * 15).toISOString(),
      location: index % 3 === 0 ? 'La Baule-Escoublac' : '',
    };
  });
}

const noop = () => {};
const resolved = async () => {};

function scene(events: CalendarEvent[]): ReactElement {
  if (scenario === 'month-grid') {
    return <MonthGrid month={MONTH} today={TODAY} events={events} onSelectDay={noop} />;
  }
  return (
    <CalendarScreen
      today={TODAY}
      events={events}
      initialMonth={MONTH}
      initialSelectedDay={scenario === 'calendar-screen-day' ? BUSY_DAY : null}
      onCreate={resolved}
      onUpdate={resolved}
    />
  );
}

async function main() {
  const events = generateEvents(size);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(<ProspectThemeProvider>{scene(events)}</ProspectThemeProvider>));
  const committed = performance.now();
  await whenDom(() => document.querySelector('table tbody td') !== null);
  await afterPaint();
  const end = performance.now();
  await finish(
    {
      scenario,
      size,
      ms: end - start,
      commitMs: committed - start,
      shown: document.querySelectorAll('table tbody li').length,
    },
    start,
    end,
  );
}

main().catch(fail);
