import { describe, expect, it } from 'vitest';
import { AGENCY_CITY_CENTERS, agencyCityCenter } from './agencyCities';

describe('agencyCityCenter', () => {
  it('knows the four cities of the spec', () => {
    expect(Object.keys(AGENCY_CITY_CENTERS)).toEqual(['La Baule-Escoublac', 'Pornic', 'Nantes', 'Vertou']);
    expect(agencyCityCenter('Vertou')).toEqual([47.1689, -1.4697]);
  });

  it('reads a city written loosely', () => {
    expect(agencyCityCenter(' la baule escoublac ')).toEqual([47.2853, -2.3922]);
    expect(agencyCityCenter('NANTES')).toEqual([47.2184, -1.5536]);
  });

  it('has no centre for an unknown city or none', () => {
    expect(agencyCityCenter('Paris')).toBeUndefined();
    expect(agencyCityCenter('')).toBeUndefined();
    expect(agencyCityCenter(null)).toBeUndefined();
  });
});
