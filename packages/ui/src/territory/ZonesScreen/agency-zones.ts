// An agency's worth of zones for the long-list story and test (never imported by components).
import type { Zone } from '../types';

interface Town {
  name: string;
  lng: number;
  lat: number;
}

const NANTES: Town = { name: 'Nantes', lng: -1.5536, lat: 47.2184 };
const TOWNS: readonly Town[] = [
  NANTES,
  { name: 'Saint-Nazaire', lng: -2.2137, lat: 47.2735 },
  { name: 'La Baule-Escoublac', lng: -2.3922, lat: 47.2853 },
  { name: 'Pornic', lng: -2.1036, lat: 47.1155 },
  { name: 'Vertou', lng: -1.4697, lat: 47.1689 },
  { name: 'Rezé', lng: -1.5665, lat: 47.1809 },
  { name: 'Guérande', lng: -2.4289, lat: 47.3281 },
  { name: 'Clisson', lng: -1.2823, lat: 47.0869 },
];

/** `count` zones over eight towns of Loire-Atlantique, the same on every run. */
export function agencyZones(count: number): Zone[] {
  return Array.from({ length: count }, (_, index): Zone => {
    const town = TOWNS[index % TOWNS.length] ?? NANTES;
    const round = Math.floor(index / TOWNS.length);
    return {
      id: 1000 + index,
      name: `${town.name} – Quartier ${round + 1}`,
      location: {
        type: 'Point',
        coordinates: [town.lng + (round % 5) * 0.006, town.lat + Math.floor(round / 5) * 0.004],
      },
      sector_count: 4 + (index % 9),
      progress: (index * 37) % 101,
      created_at: null,
    };
  });
}
