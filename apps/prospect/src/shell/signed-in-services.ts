import {
  type ApiClient,
  createOutbox,
  indexedDbQueueStore,
  type Outbox,
  openSavedAnswersCache,
  type SavedAnswersCache,
  sessionOwner,
} from '@prospect/api-client';
import { trackSettlement } from '@prospect/ui';
import { accountsOnDevice } from '../session/accounts';
import { registerReadCache } from '../session/read-cache';

export interface SignedInServices {
  /** Field writes wait on the device until the server has them. */
  outbox: Outbox;
  /** The read cache, filled with the answers kept on the device, so the territory shows offline. */
  savedAnswers: SavedAnswersCache;
}

const opened = new WeakMap<ApiClient, Promise<SignedInServices>>();

/**
 * One outbox and one read cache per client for the page's life, opened when the first signed-in screen
 * is reached: they outlive a sign-out and belong to whoever is signed in (both are scoped by account).
 */
export function signedInServices(client: ApiClient): Promise<SignedInServices> {
  let services = opened.get(client);
  if (!services) {
    // Marked as settled, so the data layer's render can `use` it every time without suspending again.
    services = trackSettlement(open(client));
    opened.set(client, services);
  }
  return services;
}

/**
 * Both are read from the device before the first signed-in screen renders: a street ticked offline
 * shows ticked from that first render, and the last answers seen show at once.
 */
async function open(client: ApiClient): Promise<SignedInServices> {
  const outbox = createOutbox({ client, store: indexedDbQueueStore() });
  const [savedAnswers] = await Promise.all([
    openSavedAnswersCache({ owner: sessionOwner(client), accounts: () => accountsOnDevice(client) }),
    // Never rejects: a queue that cannot be read shows as empty.
    outbox.ready,
  ]);
  registerReadCache(client, savedAnswers);
  return { outbox, savedAnswers };
}
