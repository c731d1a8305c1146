import { describe, expect, it } from 'vitest';
import {
  callBackDraft,
  callBackFinder,
  comparable,
  excerptOf,
  favoriteDraft,
  favoriteFinder,
  tomorrowMorning,
} from './contact-details';
import type { CalendarEvent, Favorite, HouseNote } from './types';

const now = new Date(2026, 10, 22, 9, 30);
const note = (others: string | null, label: HouseNote['label'] = 'interested'): HouseNote => ({
  id: 1,
  label,
  others,
  user: 'Camille Martin',
  created_at: '2026-11-20T10:00:00.000Z',
});
const event = (id: number, title: string, description: string, date: Date): CalendarEvent => ({
  id,
  title,
  description,
  type: 'rdv',
  date: date.toISOString(),
  location: '',
});
const longText = 'M. et Mme Durand, 12 avenue Pavie : vente envisagée au printemps.';

describe('a call-back planned from a contact', () => {
  it('is a Rendez-vous tomorrow at 10:00 naming the contact by its first 40 characters', () => {
    expect(callBackDraft({ ...note(longText), street_name: 'Avenue Pavie' }, now)).toEqual({
      title: 'Rappeler : M. et Mme Durand, 12 avenue Pavie : vent…',
      type: 'rdv',
      description: longText,
      location: 'Avenue Pavie',
      date: new Date(2026, 10, 23, 10).toISOString(),
    });
  });

  it('names a contact without text by its label', () => {
    expect(callBackDraft(note(null, 'thinking'), now).title).toBe('Rappeler : Réfléchit');
    expect(callBackDraft(note('  ', 'other'), now)).toMatchObject({
      title: 'Rappeler : Contact',
      description: '',
    });
  });

  it('falls tomorrow even across a month and a year', () => {
    expect(tomorrowMorning(new Date(2026, 11, 31, 23, 50))).toEqual(new Date(2027, 0, 1, 10));
  });
});

describe('finding a contact’s call-back', () => {
  const tomorrow = new Date(2026, 10, 23, 10);
  const nextWeek = new Date(2026, 10, 30, 14);
  const lastWeek = new Date(2026, 10, 15, 9);

  it('matches the description holding its text, or the title naming it, whatever the case and accents', () => {
    const find = callBackFinder(
      [
        event(1, 'Visite', 'Rien à voir', tomorrow),
        event(2, 'RDV', `Notes : ${longText.toUpperCase()} Apporter le mandat.`, nextWeek),
      ],
      now,
    );
    expect(find(note(longText))?.id).toBe(2);
    const byTitle = callBackFinder([event(3, callBackDraft(note(longText), now).title, '', tomorrow)], now);
    expect(byTitle(note(longText.replace('envisagée', 'envisagee')))?.id).toBe(3);
    expect(byTitle(note('Mme Lefèvre'))).toBeNull();
  });

  it('prefers the next one to come, else the last one past', () => {
    const events = [
      event(1, 'Rappeler : Mme Roux', '', lastWeek),
      event(2, 'Rappeler : Mme Roux', '', nextWeek),
      event(3, 'Rappeler : Mme Roux', '', tomorrow),
    ];
    expect(callBackFinder(events, now)(note('Mme Roux'))?.id).toBe(3);
    expect(callBackFinder([events[0] as CalendarEvent], now)(note('Mme Roux'))?.id).toBe(1);
  });

  it('finds none for a contact without text, which every event would match', () => {
    expect(callBackFinder([event(1, 'Tournée', 'Secteur 3', tomorrow)], now)(note('  '))).toBeNull();
  });
});

describe('a contact as a favourite', () => {
  it('is a contact when interested, an estimation when thinking it over', () => {
    expect(favoriteDraft(note(longText))).toEqual({
      title: 'M. et Mme Durand, 12 avenue Pavie : vent…',
      content: longText,
      type: 'contact',
      street: null,
    });
    expect(favoriteDraft(note('Studio', 'thinking'))).toMatchObject({ title: 'Studio', type: 'estimation' });
    expect(favoriteDraft(note(null, 'thinking'))).toMatchObject({ title: 'Réfléchit', content: 'Réfléchit' });
  });

  it('is known among the favourites by its text, as a contact or an estimation only', () => {
    const favorite = (type: Favorite['type'], content: string): Favorite => ({
      id: 1,
      title: '',
      content,
      type,
      street: null,
      street_name: null,
      created_at: null,
    });
    const isFavorite = favoriteFinder([favorite('contact', ` ${longText} `), favorite('street', 'Mme Roux')]);
    expect(isFavorite(note(longText))).toBe(true);
    expect(isFavorite(note('Mme Roux'))).toBe(false);
    expect(isFavorite(note(''))).toBe(false);
  });
});

it('cuts an excerpt on one line, and compares text without case, accents or spacing', () => {
  expect(excerptOf('Ligne un\n\nligne   deux', 12)).toBe('Ligne un lig…');
  expect(excerptOf('Court')).toBe('Court');
  expect(comparable('  Éléonore  LÉVÊQUE ')).toBe('eleonore leveque');
});
