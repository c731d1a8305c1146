import { describe, expect, it } from 'vitest';
import { mapStatusKey, sectorStatusTone } from './status';

describe('mapStatusKey', () => {
  it('keeps the map palette names', () => {
    expect(['ready', 'pending', 'creating', 'error'].map(mapStatusKey)).toEqual([
      'ready',
      'pending',
      'creating',
      'error',
    ]);
  });

  it('colours the contract statuses like the sector lists do', () => {
    expect(mapStatusKey('done')).toBe('ready');
    expect(mapStatusKey('in_progress')).toBe('creating');
  });

  it('shows anything else as other', () => {
    expect(mapStatusKey('archived')).toBe('other');
    expect(mapStatusKey(undefined)).toBe('other');
  });
});

describe('sectorStatusTone', () => {
  it('is yellow when pending, blue in progress and green otherwise', () => {
    expect(sectorStatusTone('pending')).toBe('yellow');
    expect(sectorStatusTone('in_progress')).toBe('blue');
    expect(sectorStatusTone('done')).toBe('green');
    expect(sectorStatusTone('anything')).toBe('green');
  });
});
