import { describe, expect, it } from 'vitest';
import { readNavigationState } from './navigation-state';

describe('readNavigationState', () => {
  it('reads each field the screens hand each other', () => {
    const sectors = [{ id: 3, streets: [] }];
    expect(readNavigationState({ selectedZoneId: 4, zoneId: 5, sectors, from: '/zones' })).toEqual({
      selectedZoneId: 4,
      zoneId: 5,
      sectors,
      from: '/zones',
    });
  });

  it('reads nothing from no state or a state that is no object', () => {
    expect(readNavigationState(null)).toEqual({});
    expect(readNavigationState(undefined)).toEqual({});
    expect(readNavigationState('zone 4')).toEqual({});
  });

  it('drops a field of the wrong shape (an entry of the history written by an older version)', () => {
    expect(
      readNavigationState({ selectedZoneId: '4', zoneId: 0, sectors: { id: 3 }, from: 12, other: true }),
    ).toEqual({});
    expect(readNavigationState({ zoneId: 2.5, selectedZoneId: -1 })).toEqual({});
  });
});
