import { describe, expect, it } from 'vitest';
import { doorAddress, doorHouseNote, returnVisitEvent, returnVisitTitle } from './door-follow-up';

describe('door follow-up', () => {
  it('writes a door as an address, or its number alone without a street', () => {
    expect(doorAddress('12 bis', 'Rue des Lilas')).toBe('12 bis Rue des Lilas');
    expect(doorAddress('7', '')).toBe('7');
  });

  it('names a return visit after the door', () => {
    expect(returnVisitTitle('3', 'Allée Pasteur')).toBe('Revenir au 3 Allée Pasteur');
  });

  it('plans the return as a prospecting event at the door, its comment as description', () => {
    const at = new Date('2026-12-03T17:00:00.000Z');
    expect(returnVisitEvent({ number: '14', note: 'Volets fermés.' }, 'Rue Victor Hugo', at)).toEqual({
      title: 'Revenir au 14 Rue Victor Hugo',
      description: 'Volets fermés.',
      type: 'prospection',
      date: '2026-12-03T17:00:00.000Z',
      location: '14 Rue Victor Hugo',
    });
  });

  it('puts the address before the comment in the house note, and the address alone without one', () => {
    expect(doorHouseNote('12 bis', 'Rue des Lilas', 'interested', '  Vend au printemps. ')).toEqual({
      label: 'interested',
      others: '12 bis Rue des Lilas — Vend au printemps.',
    });
    expect(doorHouseNote('5', 'Rue des Lilas', 'thinking', '   ')).toEqual({
      label: 'thinking',
      others: '5 Rue des Lilas',
    });
  });
});
