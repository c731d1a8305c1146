import { distanceKm } from './distance';
import type { LngLat } from './tiling';

/** The four cities of the spec, with the centre the demo uses for each. */
export const CITIES = ['La Baule-Escoublac', 'Pornic', 'Nantes', 'Vertou'] as const;
export type City = (typeof CITIES)[number];

export const CITY_CENTRES: Record<City, LngLat> = {
  'La Baule-Escoublac': [-2.3922, 47.2853],
  Pornic: [-2.1036, 47.1155],
  Nantes: [-1.5536, 47.2184],
  Vertou: [-1.4697, 47.1689],
};

export interface Place {
  lat: number;
  lng: number;
  houseNumber: string;
  road: string;
  suburb: string;
  city: City;
  postcode: string;
}

// A gazetteer of plausible addresses: enough for a reverse geocoder that names zones in the demo.
const place = (
  lat: number,
  lng: number,
  houseNumber: string,
  road: string,
  suburb: string,
  city: City,
  postcode: string,
): Place => ({
  lat,
  lng,
  houseNumber,
  road,
  suburb,
  city,
  postcode,
});

export const PLACES: readonly Place[] = [
  place(47.2853, -2.3922, '12', 'Avenue du Général de Gaulle', 'Centre', 'La Baule-Escoublac', '44500'),
  place(47.2822, -2.3985, '3', 'Place des Palmiers', 'Centre', 'La Baule-Escoublac', '44500'),
  place(47.2801, -2.3868, '41', 'Boulevard Hennecart', 'Front de mer', 'La Baule-Escoublac', '44500'),
  place(47.2868, -2.3791, '8', 'Avenue Pavie', 'La Baule-les-Pins', 'La Baule-Escoublac', '44500'),
  place(
    47.2902,
    -2.364,
    '27',
    'Avenue de Lattre de Tassigny',
    'La Baule-les-Pins',
    'La Baule-Escoublac',
    '44500',
  ),
  place(47.3012, -2.3905, '5', 'Rue de la Fontaine', 'Escoublac', 'La Baule-Escoublac', '44500'),
  place(47.1155, -2.1036, '6', 'Quai Leray', 'Vieux Port', 'Pornic', '44210'),
  place(47.1148, -2.1068, '14', 'Rue de la Marine', 'Vieux Port', 'Pornic', '44210'),
  place(47.1172, -2.0996, '2', 'Place du Môle', 'Centre', 'Pornic', '44210'),
  place(47.1106, -2.1142, '33', "Boulevard de l'Océan", 'La Birochère', 'Pornic', '44210'),
  place(47.1079, -2.1289, '9', 'Rue des Sables', 'Sainte-Marie-sur-Mer', 'Pornic', '44210'),
  place(47.1302, -2.0871, '18', 'Rue du Clion', 'Le Clion-sur-Mer', 'Pornic', '44210'),
  place(47.2184, -1.5536, '4', 'Cours des 50 Otages', 'Centre-ville', 'Nantes', '44000'),
  place(47.2135, -1.5614, '21', 'Rue Crébillon', 'Centre-ville', 'Nantes', '44000'),
  place(47.2219, -1.5505, '10', 'Rue de Strasbourg', 'Centre-ville', 'Nantes', '44000'),
  place(47.226, -1.578, '52', 'Boulevard des Anglais', 'Procé', 'Nantes', '44100'),
  place(47.2305, -1.556, '7', 'Rue Paul Bellamy', 'Hauts-Pavés - Saint-Félix', 'Nantes', '44000'),
  place(47.2089, -1.5713, '30', 'Quai de la Fosse', 'Centre-ville', 'Nantes', '44000'),
  place(47.1689, -1.4697, '1', 'Place du Beau Verger', 'Centre', 'Vertou', '44120'),
  place(47.1713, -1.4731, '16', 'Rue de la Garenne', 'Centre', 'Vertou', '44120'),
  place(47.1652, -1.465, '25', 'Rue Sainte-Anne', 'Le Chêne', 'Vertou', '44120'),
  place(47.1758, -1.482, '11', 'Chemin de la Sèvre', 'Beautour', 'Vertou', '44120'),
  place(47.1601, -1.4559, '38', 'Route de Clisson', 'La Vertonne', 'Vertou', '44120'),
];

/** Beyond this distance from every known address, the geocoder finds nothing. */
export const GEOCODE_REACH_KM = 20;

/** The known address nearest to the point, or null when the point is out of the demo's area. */
export function nearestPlace(lat: number, lng: number): Place | null {
  let best: Place | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of PLACES) {
    const distance = distanceKm(lat, lng, candidate.lat, candidate.lng);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= GEOCODE_REACH_KM ? best : null;
}

export function displayName(found: Place): string {
  return [
    found.houseNumber,
    found.road,
    found.suburb,
    found.city,
    'Loire-Atlantique',
    'Pays de la Loire',
    'France métropolitaine',
    found.postcode,
    'France',
  ].join(', ');
}
