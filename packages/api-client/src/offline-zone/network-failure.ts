import { isApiError } from '../errors';
import { TileRefusedError } from './tile-store';

/** A reading of the network's absence, as opposed to a refusal by the server. */
export const isNetworkFailure = (error: unknown): boolean =>
  (isApiError(error) &&
    (error.kind === 'network' ||
      error.kind === 'timeout' ||
      (error.status !== null && error.status >= 500))) ||
  (error instanceof TileRefusedError && error.status >= 500) ||
  // What fetch rejects with when the network is gone (a tile's request).
  error instanceof TypeError;
