import type { Random } from './random';

// Street names as they read on French town plans: a kind of way, then a dedication.
const KINDS = [
  'Rue',
  'Rue',
  'Rue',
  'Avenue',
  'Allée',
  'Impasse',
  'Boulevard',
  'Chemin',
  'Place',
  'Square',
  'Passage',
  'Quai',
] as const;

const DEDICATIONS = [
  'des Lilas',
  'du Port',
  'de la Mairie',
  'Jean Jaurès',
  'Victor Hugo',
  'des Mouettes',
  'du Général de Gaulle',
  'des Pins',
  'de la Plage',
  'du Moulin',
  'Pasteur',
  'Georges Clemenceau',
  'des Tamaris',
  "de l'Océan",
  'des Hortensias',
  'Anatole France',
  'du Château',
  'de la Gare',
  'des Camélias',
  'Jules Verne',
  'des Mimosas',
  'de la Poste',
  'Aristide Briand',
  'des Goélands',
  'du Marché',
  'Émile Zola',
  'des Écoles',
  'de la Liberté',
  'Saint-Michel',
  'des Acacias',
  'Paul Doumer',
  'des Peupliers',
  'du Stade',
  'de Verdun',
  'Louis Pasteur',
  'des Salines',
  'de la Source',
  'Anne de Bretagne',
  'des Marronniers',
  'du Calvaire',
  'de la Fontaine',
  'Charles de Gaulle',
  'des Rosiers',
  "de l'Église",
  'du Bois Joli',
  'des Chênes',
  'Gambetta',
  'de la République',
  'des Vignes',
  'du Pré Vert',
  'des Bleuets',
  'Jean Moulin',
  'de la Corniche',
  'des Dunes',
  'Surcouf',
  'du Moulin Neuf',
  'des Glycines',
  'Pierre Loti',
  'de la Loire',
  'des Tilleuls',
  'du Petit Bois',
  'des Sables',
  'Aristide Boucicaut',
  'de la Croix Blanche',
  'des Fauvettes',
  'Maréchal Foch',
  'du Phare',
  'des Embruns',
  'Saint-Nicolas',
  'de Bel Air',
] as const;

/**
 * A street name not yet in `taken`, drawn from `random`; `taken` is updated. After many failed draws
 * (a zone with hundreds of streets) a number tells homonyms apart, as on some real plans.
 */
export function drawStreetName(random: Random, taken: Set<string>): string {
  for (let attempt = 0; attempt < 40; attempt++) {
    const name = `${random.pick(KINDS)} ${random.pick(DEDICATIONS)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const base = `${random.pick(KINDS)} ${random.pick(DEDICATIONS)}`;
  let suffix = 2;
  while (taken.has(`${base} ${suffix}`)) suffix++;
  const name = `${base} ${suffix}`;
  taken.add(name);
  return name;
}
