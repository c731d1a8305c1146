import type { Favorite, FavoriteType } from './types';

/** The frozen clock of the story tests (test/freeze.ts): seeded dates count back from it. */
export const STORY_NOW = new Date(2026, 10, 22, 9, 30);

/** Added on this device without network: the outbox gives it a temporary, negative id until sent. */
export const STORY_OFFLINE_FAVORITE: Favorite = {
  id: -1,
  title: 'Maison à vendre rue des Mouettes',
  content: 'Panneau posé ce matin, agence concurrente.',
  type: 'estimation',
  street: null,
  street_name: null,
  created_at: STORY_NOW.toISOString(),
};

const TYPES: readonly FavoriteType[] = ['street', 'estimation', 'contact'];
const STREETS = ['Avenue de Gaulle', 'Rue de la Paix', 'Boulevard Hennecart', 'Allée des Pins'];

/** `count` contract-shaped favourites, after `first`, for the many-cards layouts (deterministic). */
export function moreFavorites(first: readonly Favorite[], count: number): Favorite[] {
  const startId = Math.max(0, ...first.map((favorite) => favorite.id)) + 1;
  const extra = Array.from({ length: count }, (_, index): Favorite => {
    const type = TYPES[index % TYPES.length] ?? 'street';
    return {
      id: startId + index,
      title: `Favori ${index + 1}`,
      content:
        index % 4 === 0
          ? 'Maison avec jardin, propriétaires présents le samedi. Rappeler après 18 h pour fixer une visite.'
          : 'À revoir la semaine prochaine.',
      type,
      street: type === 'street' ? 100 + index : null,
      street_name: type === 'street' ? (STREETS[index % STREETS.length] ?? null) : null,
      created_at: new Date(2026, 10, 20 - index, 10).toISOString(),
    };
  });
  return [...first, ...extra];
}
