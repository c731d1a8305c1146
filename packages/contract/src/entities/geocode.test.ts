import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { wire } from '../test-support/canonical';
import { reverseGeocodeReader } from './geocode';

describe('reverse geocode reader', () => {
  it('reads a Nominatim answer, dropping what the zone name does not need', () => {
    const answer = {
      place_id: 12345,
      lat: '47.2843',
      lon: '-2.3921',
      display_name: '12, Avenue du Général de Gaulle, La Baule-Escoublac, 44500, France',
      address: {
        house_number: '12',
        road: 'Avenue du Général de Gaulle',
        town: 'La Baule-Escoublac',
        postcode: '44500',
        country: 'France',
        country_code: 'fr',
      },
    };
    expect(v.parse(reverseGeocodeReader, wire(answer))).toEqual({
      display_name: answer.display_name,
      address: {
        house_number: '12',
        road: 'Avenue du Général de Gaulle',
        town: 'La Baule-Escoublac',
        postcode: '44500',
      },
    });
  });

  it.each([
    {
      name: 'no address',
      input: { display_name: 'Océan Atlantique' },
      expected: { address: {}, display_name: 'Océan Atlantique' },
    },
    {
      name: 'address null',
      input: { address: null, display_name: null },
      expected: { address: {}, display_name: '' },
    },
    {
      name: 'a part of another kind',
      input: { address: { city: 'Nantes', postcode: 44000 }, display_name: 'Nantes' },
      expected: { address: { city: 'Nantes' }, display_name: 'Nantes' },
    },
    {
      name: 'Nominatim\'s "Unable to geocode"',
      input: { error: 'Unable to geocode' },
      expected: { address: {}, display_name: '' },
    },
  ])('reads $name', ({ input, expected }) => {
    expect(v.parse(reverseGeocodeReader, wire(input))).toEqual(expected);
  });
});
