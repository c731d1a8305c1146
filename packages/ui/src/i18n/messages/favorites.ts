/** Favourites screen (spec §2 Mes favoris). */
export const favorites = {} as const;
