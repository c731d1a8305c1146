import type { FavoritePayload } from '@prospect/contract';

export { FAVORITE_TYPES, type Favorite, type FavoriteType } from '@prospect/contract';

/** What the favourite modal submits: the payload of create and update. */
export type FavoriteValues = FavoritePayload;
