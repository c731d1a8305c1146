/** What a screen shows for a read: a placeholder, its error, or the data. */
export type LoadState<Data> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: Data };

/** The part of an SWR answer (`useSWR`, or an api-client hook built on it) a screen's status reads. */
export interface ReadAnswer<Data> {
  data?: Data | undefined;
  error?: unknown;
}

/**
 * One read's load state. Data wins over an error: a failed revalidation keeps what is on screen (and
 * the answers kept on the device show offline); an error shows only when there is nothing to show.
 */
export function loadState<Data>({ data, error }: ReadAnswer<Data>): LoadState<Data> {
  if (data !== undefined) return { status: 'ready', data };
  if (error !== undefined && error !== null) return { status: 'error', error };
  return { status: 'loading' };
}
