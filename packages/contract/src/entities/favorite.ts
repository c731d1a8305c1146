import * as v from 'valibot';
import { favoriteTypeReader } from '../enums';
import { id, optionalText, record, text } from '../primitives';

/** `street` as an id, or as the street object (its name then stands in for `street_name`). */
const streetRef = v.fallback(v.nullish(v.union([id, record({ id, name: v.nullish(v.string()) })])), null);

export interface Favorite {
  id: number;
  title: string;
  content: string;
  type: v.InferOutput<typeof favoriteTypeReader>;
  /** Id of the street it refers to, if any. */
  street: number | null;
  /** That street's name, for display. */
  street_name: string | null;
  /** ISO 8601, or null when the server gives none. */
  created_at: string | null;
}

export const favoriteReader = v.pipe(
  record({
    id,
    title: text,
    content: text,
    type: favoriteTypeReader,
    street: streetRef,
    street_name: optionalText,
    created_at: optionalText,
  }),
  v.transform(({ street, ...favorite }): Favorite => {
    if (street == null || typeof street === 'number') return { ...favorite, street: street ?? null };
    return { ...favorite, street: street.id, street_name: favorite.street_name ?? street.name ?? null };
  }),
);
