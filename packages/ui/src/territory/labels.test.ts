import { describe, expect, it } from 'vitest';
import { sectorBreadcrumb, streetCountLabel } from './labels';
import type { Sector } from './types';

const sector: Sector = {
  id: 9,
  number: 4,
  status: 'pending',
  geometry: null,
  streets: [],
  zone: null,
  zoneName: '',
  progress: 0,
  zone_notes: [],
};

describe('territory labels', () => {
  it('counts streets the French way', () => {
    expect(streetCountLabel(0)).toBe('0 rue');
    expect(streetCountLabel(1)).toBe('1 rue');
    expect(streetCountLabel(12)).toBe('12 rues');
  });

  it('finds the zone name in zoneName, then in zone', () => {
    expect(sectorBreadcrumb({ ...sector, zoneName: 'Pornic – Vieux Port' })).toBe('Pornic – Vieux Port n°4');
    expect(sectorBreadcrumb({ ...sector, zone: { id: 1, name: 'Nantes' } })).toBe('Nantes n°4');
    expect(sectorBreadcrumb({ ...sector, zone: { id: 1, name: '' } })).toBe('Secteur N°4');
    expect(sectorBreadcrumb({ ...sector, number: null })).toBe('Secteur N°9');
  });
});
