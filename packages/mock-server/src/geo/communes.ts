import { distanceKm } from './distance';
import { CITIES, type City } from './places';

/** A commune around the demo's four cities: its name, its postcode and its town hall. */
export interface Commune {
  name: string;
  postcode: string;
  lat: number;
  lng: number;
}

const commune = (name: string, postcode: string, lat: number, lng: number): Commune => ({
  name,
  postcode,
  lat,
  lng,
});

/**
 * The communes of the Loire estuary, the Presqu'île, the Pays de Retz, Nantes' outskirts and the edge
 * of the Vendée, so that a tap anywhere on the demo's maps is named after a real place. Streets are
 * known only in the four cities (places.ts); a tap nearer another commune is named after it alone.
 */
export const COMMUNES: readonly Commune[] = [
  commune('La Baule-Escoublac', '44500', 47.2853, -2.3922),
  commune('Pornic', '44210', 47.1155, -2.1036),
  commune('Nantes', '44000', 47.2184, -1.5536),
  commune('Vertou', '44120', 47.1689, -1.4697),
  commune('Pornichet', '44380', 47.2655, -2.3386),
  commune('Le Pouliguen', '44510', 47.2697, -2.4294),
  commune('Batz-sur-Mer', '44740', 47.2778, -2.48),
  commune('Le Croisic', '44490', 47.292, -2.511),
  commune('Guérande', '44350', 47.3281, -2.4289),
  commune('La Turballe', '44420', 47.3469, -2.5072),
  commune('Piriac-sur-Mer', '44420', 47.38, -2.545),
  commune('Mesquer', '44420', 47.3992, -2.46),
  commune('Saint-Lyphard', '44410', 47.3981, -2.3044),
  commune('Herbignac', '44410', 47.4486, -2.3181),
  commune('Saint-André-des-Eaux', '44117', 47.315, -2.3106),
  commune('Saint-Nazaire', '44600', 47.2735, -2.2138),
  commune('Trignac', '44570', 47.3175, -2.1892),
  commune('Montoir-de-Bretagne', '44550', 47.3286, -2.15),
  commune('Donges', '44480', 47.3181, -2.0753),
  commune('Pontchâteau', '44160', 47.4378, -2.0883),
  commune('Savenay', '44260', 47.3608, -1.9419),
  commune('Cordemais', '44360', 47.2908, -1.8769),
  commune('Saint-Brevin-les-Pins', '44250', 47.2467, -2.1664),
  commune('Corsept', '44560', 47.2789, -2.0597),
  commune('Paimbœuf', '44560', 47.2878, -2.0306),
  commune('Saint-Viaud', '44320', 47.2556, -2.0186),
  commune('Saint-Père-en-Retz', '44320', 47.2061, -2.0425),
  commune('Frossay', '44320', 47.2442, -1.9367),
  commune('Saint-Michel-Chef-Chef', '44730', 47.1811, -2.1486),
  commune('La Plaine-sur-Mer', '44770', 47.138, -2.19),
  commune('Préfailles', '44770', 47.133, -2.217),
  commune('La Bernerie-en-Retz', '44760', 47.0806, -2.0381),
  commune('Les Moutiers-en-Retz', '44760', 47.0636, -2.0011),
  commune('Villeneuve-en-Retz', '44580', 47.042, -1.952),
  commune('Chaumes-en-Retz', '44320', 47.15, -1.934),
  commune('Sainte-Pazanne', '44680', 47.1036, -1.81),
  commune('Machecoul-Saint-Même', '44270', 46.9936, -1.8225),
  commune('Rouans', '44640', 47.1833, -1.8289),
  commune('Vue', '44640', 47.1994, -1.8797),
  commune('Port-Saint-Père', '44710', 47.1333, -1.7497),
  commune('Le Pellerin', '44640', 47.2, -1.7556),
  commune('Saint-Jean-de-Boiseau', '44640', 47.1944, -1.7244),
  commune('Brains', '44830', 47.1683, -1.7244),
  commune('La Montagne', '44620', 47.1897, -1.6836),
  commune('Bouguenais', '44340', 47.1778, -1.6236),
  commune('Saint-Philbert-de-Grand-Lieu', '44310', 47.0381, -1.6414),
  commune('Couëron', '44220', 47.2156, -1.7228),
  commune('Saint-Herblain', '44800', 47.2122, -1.6497),
  commune('Sautron', '44880', 47.2628, -1.6708),
  commune('Orvault', '44700', 47.2711, -1.6225),
  commune('Treillières', '44119', 47.3306, -1.6253),
  commune('La Chapelle-sur-Erdre', '44240', 47.2992, -1.5517),
  commune('Sucé-sur-Erdre', '44240', 47.3431, -1.5272),
  commune('Carquefou', '44470', 47.2975, -1.4914),
  commune('Thouaré-sur-Loire', '44470', 47.2672, -1.4403),
  commune('Mauves-sur-Loire', '44470', 47.2969, -1.3914),
  commune('Sainte-Luce-sur-Loire', '44980', 47.2503, -1.4853),
  commune('Saint-Sébastien-sur-Loire', '44230', 47.2078, -1.5022),
  commune('Basse-Goulaine', '44115', 47.2122, -1.4672),
  commune('Haute-Goulaine', '44115', 47.1994, -1.4308),
  commune('Rezé', '44400', 47.1833, -1.55),
  commune('Les Sorinières', '44840', 47.1475, -1.5289),
  commune('Pont-Saint-Martin', '44860', 47.1239, -1.5836),
  commune('Le Bignon', '44140', 47.0989, -1.4914),
  commune('Geneston', '44140', 47.0556, -1.5117),
  commune('Aigrefeuille-sur-Maine', '44140', 47.0778, -1.4031),
  commune('Château-Thébaud', '44690', 47.1178, -1.4214),
  commune('Saint-Fiacre-sur-Maine', '44690', 47.1442, -1.4161),
  commune('La Haie-Fouassière', '44690', 47.1558, -1.3972),
  commune('Le Loroux-Bottereau', '44430', 47.2378, -1.3467),
  commune('Vallet', '44330', 47.1617, -1.2664),
  commune('Clisson', '44190', 47.0869, -1.2817),
  commune('Saint-Étienne-de-Montluc', '44360', 47.2767, -1.7806),
  commune('Vigneux-de-Bretagne', '44360', 47.325, -1.7367),
  commune('Le Temple-de-Bretagne', '44360', 47.33, -1.79),
  commune('Campbon', '44750', 47.41, -1.97),
  commune('Bouvron', '44130', 47.4175, -1.8475),
  commune('Fay-de-Bretagne', '44130', 47.415, -1.79),
  commune('Blain', '44130', 47.4764, -1.7628),
  commune('Nort-sur-Erdre', '44390', 47.4389, -1.4981),
  commune('Bouaye', '44830', 47.1433, -1.6925),
  commune('Saint-Aignan-Grandlieu', '44860', 47.1244, -1.6319),
  commune('La Chevrolière', '44118', 47.0919, -1.61),
  commune('Saint-Lumine-de-Coutais', '44310', 47.0542, -1.7256),
  commune('Saint-Hilaire-de-Chaléons', '44680', 47.1014, -1.8686),
  commune('Saint-Colomban', '44310', 47.0375, -1.5867),
  commune('Montbert', '44140', 47.0567, -1.4817),
  commune('La Limouzinière', '44310', 46.99, -1.6),
  commune('Legé', '44650', 46.885, -1.598),
  commune('Bouin', '85230', 46.975, -2.0),
  commune('Beauvoir-sur-Mer', '85230', 46.9125, -2.0436),
  commune("Noirmoutier-en-l'Île", '85330', 47.0011, -2.2481),
];

/**
 * Beyond this distance from every town hall of the table, the demo's geocoder finds nothing. Wide
 * enough that a tap out at sea off Le Croisic or Noirmoutier, which the demo's maps show, still names
 * the nearest commune.
 */
export const COMMUNE_REACH_KM = 30;

const isCity = (name: string): name is City => (CITIES as readonly string[]).includes(name);

/** The commune whose town hall is nearest, or null out of the demo's area. */
export function nearestCommune(lat: number, lng: number): (Commune & { hasStreets: boolean }) | null {
  let best: Commune | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of COMMUNES) {
    const distance = distanceKm(lat, lng, candidate.lat, candidate.lng);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best && bestDistance <= COMMUNE_REACH_KM ? { ...best, hasStreets: isCity(best.name) } : null;
}
