import type { Params } from 'react-router';

/**
 * The API reads a screen makes first, by address. The router asks for them at start beside the
 * screen's code (client.prefetch), rather than once that code has arrived, rendered and asked; each
 * screen declares its own in `first-reads.ts`, small enough for the first load.
 */
export type FirstReads = (params: Params) => string[];

/** An id of the address, as the screens read it: digits only, else nothing is asked for. */
export const idParam = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;

/** The one read of a screen about the record whose id is the address's `name`. */
export const readsOfId =
  (name: string, key: (id: number) => string): FirstReads =>
  (params) => {
    const id = idParam(params[name]);
    return id === null ? [] : [key(id)];
  };
