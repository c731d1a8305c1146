/** Favourite categories of the API (`Favorite.type`); street is the default. */
export type FavoriteType = 'street' | 'estimation' | 'contact';

export const FAVORITE_TYPES: readonly FavoriteType[] = ['street', 'estimation', 'contact'];

/** A favourite as `GET /api/accounts/favorites/` answers it (docs/api-contract.md). */
export interface Favorite {
  id: number;
  title: string;
  content: string;
  type: FavoriteType;
  /** Id of the street it refers to, if any. */
  street: number | null;
  /** That street's name, for display. */
  street_name: string | null;
  /** ISO 8601 date-time. */
  created_at: string;
}

/** What the favourite modal submits: the payload of `POST …/favorites/create/` and `PUT …/favorites/{id}/`. */
export interface FavoriteValues {
  title: string;
  type: FavoriteType;
  content: string;
  /** Kept from the edited favourite (the modal does not change it); null for a new one. */
  street: number | null;
}
