import type { CalendarEvent, CalendarEventType } from './types';

/** The frozen clock of the story tests (test/freeze.ts): the seeded events fall in its month. */
export const STORY_NOW = new Date(2026, 10, 22, 9, 30);
export const STORY_TODAY = new Date(2026, 10, 22);

/** Made offline on 22 November: the outbox gives it a temporary, negative id until it is sent. */
export const STORY_OFFLINE_EVENT: CalendarEvent = {
  id: -1,
  title: 'Relance Mme Lefèvre',
  description: 'Rappeler pour le compromis.',
  type: 'rdv',
  date: new Date(2026, 10, 22, 17).toISOString(),
  location: '',
};

const TYPES: readonly CalendarEventType[] = ['prospection', 'rdv', 'navigation'];
const TITLES = ['Porte-à-porte', 'Estimation Dupont', 'Trajet Pornic', 'Relance Martin', 'Visite T3'];

/**
 * Contract-shaped events: `perDay[day]` of them on that day of `month`, cycling through types and
 * titles, with ids from `firstId` (deterministic, for the many-events layouts).
 */
export function generatedEvents(
  month: Date,
  perDay: Record<number, number>,
  firstId = 1000,
): CalendarEvent[] {
  let id = firstId;
  return Object.entries(perDay).flatMap(([day, count]) =>
    Array.from({ length: count }, (_, index): CalendarEvent => {
      id += 1;
      return {
        id,
        title: TITLES[index % TITLES.length] ?? 'Événement',
        description: index % 2 === 0 ? 'Secteurs 1 à 4.' : '',
        type: TYPES[index % TYPES.length] ?? 'prospection',
        date: new Date(month.getFullYear(), month.getMonth(), Number(day), 8 + (index % 10)).toISOString(),
        location: index % 3 === 0 ? 'La Baule-Escoublac' : '',
      };
    }),
  );
}
