import { describe, expect, it } from 'vitest';
import { agencyCityCenter, agencyCityNames } from './agency-cities';

describe('the agencies’ cities', () => {
  it('are the four cities of the spec, in its order', () => {
    expect(agencyCityNames()).toEqual(['La Baule-Escoublac', 'Pornic', 'Nantes', 'Vertou']);
    expect(agencyCityCenter('Vertou')).toEqual([47.1689, -1.4697]);
  });

  it('are read loosely when written by a server', () => {
    expect(agencyCityCenter(' la baule escoublac ')).toEqual([47.2853, -2.3922]);
    expect(agencyCityCenter('NANTES')).toEqual([47.2184, -1.5536]);
  });

  it('give no centre for an unknown city or none', () => {
    expect(agencyCityCenter('Paris')).toBeUndefined();
    expect(agencyCityCenter('')).toBeUndefined();
    expect(agencyCityCenter(null)).toBeUndefined();
  });
});
