import { type ApiClient, type KeyValueStorage, storageKeys } from '@prospect/api-client';
import { accountState } from './account-state';

/** The BroadcastChannel on which a tab says it changed the account. */
export const ACCOUNT_CHANNEL = 'prospect-account';

/**
 * How long a tab waits after a signal before reading the session: a sign-in or an impersonation
 * writes several keys, each reaching the other tabs as its own event, and they are read as one change.
 */
export const SETTLE_MS = 50;

/** The part of `BroadcastChannel` used here. */
export interface AccountChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
  removeEventListener(type: 'message', listener: () => void): void;
  close(): void;
}

export interface OtherTabsOptions {
  client: ApiClient;
  /** The account state (account-state.ts) this tab shows; read from the storage when not given. */
  known?: string | null;
  /** Another tab changed the account: this one follows (clears what it shows, loads the new one). */
  onChange: () => void;
  /** Where `storage` events arrive: the window in the app. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Null where there is no BroadcastChannel: the storage events are enough in a browser. */
  openChannel?: (() => AccountChannel) | null;
  settleMs?: number;
}

export interface OtherTabs {
  /** This tab changed the account itself, or saw it changed: only a later change is another tab's. */
  adopt(): void;
  /** This tab changed the account: adopts it and tells the other tabs. */
  announce(): void;
  /** A signal from another tab waits to be read. */
  pending(): boolean;
  stop(): void;
}

const sessionKeys = new Set<string>(Object.values(storageKeys));
const sameUser = (a: string | null, b: string | null) => a?.trim().toLowerCase() === b?.trim().toLowerCase();

/**
 * What a `storage` event itself says: another tab signed in or out, changed user, or started or ended
 * an impersonation. Only an event whose value is still in place speaks for this storage (a later one
 * speaks for a value since replaced). A new token for the same user (a refresh) says nothing.
 */
function saysAccountChanged(event: StorageEvent, storage: KeyValueStorage): boolean {
  const { key, oldValue, newValue } = event;
  if (key === null || storage.getItem(key) !== newValue) return false;
  if (key === storageKeys.username) return !sameUser(oldValue, newValue);
  if (key === storageKeys.accessToken) return (oldValue === null) !== (newValue === null);
  if (key === storageKeys.isImpersonated) return oldValue !== newValue;
  return false;
}

function platformChannel(): (() => AccountChannel) | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return () => new BroadcastChannel(ACCOUNT_CHANNEL);
}

/**
 * Notices another tab changing the account on the storage this one shares: its `storage` events on
 * the session keys (spec §3), and its word on the channel. Once the storage has settled, `onChange`
 * runs if the account is not the one this tab last knew, or if an event said it changed meanwhile.
 */
export function watchOtherTabs({
  client,
  known: shown = accountState(client),
  onChange,
  events = globalThis as unknown as EventTarget,
  openChannel = platformChannel(),
  settleMs = SETTLE_MS,
}: OtherTabsOptions): OtherTabs {
  let known = shown;
  let saidChanged = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function read() {
    timer = undefined;
    const now = accountState(client);
    const changed = saidChanged || now !== known;
    saidChanged = false;
    known = now;
    if (changed) onChange();
  }

  function signal(changed: boolean) {
    saidChanged ||= changed;
    clearTimeout(timer);
    timer = setTimeout(read, settleMs);
  }

  const onStorage = (event: Event) => {
    const change = event as StorageEvent;
    // sessionStorage holds nothing of the session; the client's storage is the page's localStorage.
    if (change.storageArea && change.storageArea === globalThis.sessionStorage) return;
    if (change.key !== null && !sessionKeys.has(change.key)) return;
    signal(saysAccountChanged(change, client.storage));
  };
  const onMessage = () => signal(false);

  events.addEventListener('storage', onStorage);
  const channel = openChannel?.() ?? null;
  channel?.addEventListener('message', onMessage);
  // A change made before the watch began sent its signals to nobody.
  if (accountState(client) !== known) signal(false);

  return {
    adopt() {
      known = accountState(client);
    },
    announce() {
      known = accountState(client);
      channel?.postMessage({ type: 'account-changed' });
    },
    pending: () => timer !== undefined,
    stop() {
      clearTimeout(timer);
      timer = undefined;
      events.removeEventListener('storage', onStorage);
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    },
  };
}
