import {
  type ApiClient,
  createApiClient,
  type KeyValueStorage,
  memoryStorage,
  storageKeys,
} from '@prospect/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CHANNEL, type AccountChannel, SETTLE_MS, watchOtherTabs } from './other-tabs';

// Two tabs of one browser: one localStorage; each tab's window hears the other's writes as `storage`
// events (never its own), and each may speak on the BroadcastChannel.

const agentSession = {
  [storageKeys.accessToken]: 'access-agent-1',
  [storageKeys.refreshToken]: 'refresh-agent-1',
  [storageKeys.username]: 'agent@prospect.demo',
};

function storageEvent(key: string | null, oldValue: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, oldValue, newValue, storageArea: null });
}

/** Tab A's writes to the shared storage, heard by tab B's window. */
function writerTab(storage: KeyValueStorage, heardBy: EventTarget) {
  return {
    set(key: string, value: string) {
      const before = storage.getItem(key);
      storage.setItem(key, value);
      if (before !== value) heardBy.dispatchEvent(storageEvent(key, before, value));
    },
    remove(key: string) {
      const before = storage.getItem(key);
      storage.removeItem(key);
      if (before !== null) heardBy.dispatchEvent(storageEvent(key, before, null));
    },
  };
}

let stops: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

function watchingTab(client: ApiClient, options: { openChannel?: (() => AccountChannel) | null } = {}) {
  const window = new EventTarget();
  const onChange = vi.fn();
  const watch = watchOtherTabs({ client, onChange, events: window, openChannel: null, ...options });
  stops.push(() => watch.stop());
  return { window, onChange, watch };
}

function sharedSession(initial: Record<string, string> = agentSession) {
  const storage = memoryStorage(initial);
  const client = createApiClient({ baseUrl: 'http://api.test', storage });
  return { storage, client };
}

const settled = () => vi.advanceTimersByTimeAsync(SETTLE_MS * 2);

describe('another tab, as this one sees it', () => {
  it('refreshing the tokens of the same account changes nothing here', async () => {
    const { storage, client } = sharedSession();
    const tab = watchingTab(client);
    const other = writerTab(storage, tab.window);
    other.set(storageKeys.accessToken, 'access-agent-2');
    other.set(storageKeys.refreshToken, 'refresh-agent-2');
    await settled();
    expect(tab.onChange).not.toHaveBeenCalled();
  });

  it('signing out is one change, however many keys it removes', async () => {
    const { storage, client } = sharedSession();
    const tab = watchingTab(client);
    const other = writerTab(storage, tab.window);
    for (const key of Object.values(storageKeys)) other.remove(key);
    await settled();
    expect(tab.onChange).toHaveBeenCalledOnce();
  });

  it('signing out and in as someone else is one change', async () => {
    const { storage, client } = sharedSession();
    const tab = watchingTab(client);
    const other = writerTab(storage, tab.window);
    for (const key of Object.values(storageKeys)) other.remove(key);
    other.set(storageKeys.accessToken, 'access-admin-1');
    other.set(storageKeys.refreshToken, 'refresh-admin-1');
    other.set(storageKeys.username, 'admin@prospect.demo');
    await settled();
    expect(tab.onChange).toHaveBeenCalledOnce();
  });

  it('starting and ending an impersonation each change the account', async () => {
    const admin = {
      [storageKeys.accessToken]: 'access-admin-1',
      [storageKeys.refreshToken]: 'refresh-admin-1',
      [storageKeys.username]: 'admin@prospect.demo',
    };
    const { storage, client } = sharedSession(admin);
    const tab = watchingTab(client);
    const other = writerTab(storage, tab.window);
    other.set(storageKeys.impersonatorAccessToken, 'access-admin-1');
    other.set(storageKeys.impersonatorEmail, 'admin@prospect.demo');
    other.set(storageKeys.isImpersonated, 'true');
    other.set(storageKeys.accessToken, 'access-agent-1');
    other.set(storageKeys.username, 'agent@prospect.demo');
    await settled();
    expect(tab.onChange).toHaveBeenCalledOnce();
    tab.watch.adopt();

    other.set(storageKeys.accessToken, 'access-admin-1');
    other.set(storageKeys.username, 'admin@prospect.demo');
    other.remove(storageKeys.isImpersonated);
    other.remove(storageKeys.impersonatorAccessToken);
    other.remove(storageKeys.impersonatorEmail);
    await settled();
    expect(tab.onChange).toHaveBeenCalledTimes(2);
  });

  it('a sign-out then a sign-in as the same account, read together, is still a change', async () => {
    const { storage, client } = sharedSession();
    const tab = watchingTab(client);
    const other = writerTab(storage, tab.window);
    other.remove(storageKeys.accessToken);
    other.remove(storageKeys.username);
    other.set(storageKeys.accessToken, 'access-agent-2');
    other.set(storageKeys.username, 'agent@prospect.demo');
    await settled();
    expect(tab.onChange).toHaveBeenCalledOnce();
  });

  it('what this tab changed itself, once adopted, is no change from another tab', async () => {
    const { storage, client } = sharedSession();
    const tab = watchingTab(client);
    // This tab signs in as someone else: its own writes are heard by nobody here.
    storage.setItem(storageKeys.accessToken, 'access-admin-1');
    storage.setItem(storageKeys.username, 'admin@prospect.demo');
    tab.watch.adopt();
    // Then another tab refreshes that session.
    writerTab(storage, tab.window).set(storageKeys.accessToken, 'access-admin-2');
    await settled();
    expect(tab.onChange).not.toHaveBeenCalled();
  });

  it('keys that are not the session are not listened to', async () => {
    const { storage, client } = sharedSession();
    const tab = watchingTab(client);
    storage.removeItem(storageKeys.accessToken);
    tab.window.dispatchEvent(storageEvent('random_sector_zone_3', null, '12'));
    await settled();
    expect(tab.onChange).not.toHaveBeenCalled();
  });

  it("a change made before the watch began is this tab's to follow", async () => {
    const { storage, client } = sharedSession();
    const shown = 'agent@prospect.demo\nown';
    storage.setItem(storageKeys.username, 'admin@prospect.demo');
    const onChange = vi.fn();
    const watch = watchOtherTabs({
      client,
      known: shown,
      onChange,
      events: new EventTarget(),
      openChannel: null,
    });
    stops.push(() => watch.stop());
    await settled();
    expect(onChange).toHaveBeenCalledOnce();
  });
});

describe('the word on the channel', () => {
  it('a tab that announces its change is followed by the tabs sharing its storage, not by others', async () => {
    vi.useRealTimers();
    const shared = sharedSession();
    const apart = sharedSession();
    const name = `${ACCOUNT_CHANNEL}-test-${crypto.randomUUID()}`;
    const open = () => new BroadcastChannel(name);
    const announcing = watchingTab(shared.client, { openChannel: open });
    const following = watchingTab(shared.client, { openChannel: open });
    const elsewhere = watchingTab(apart.client, { openChannel: open });

    for (const key of Object.values(storageKeys)) shared.storage.removeItem(key);
    announcing.watch.announce();

    await vi.waitFor(() => expect(following.onChange).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 2));
    expect(elsewhere.onChange).not.toHaveBeenCalled();
    expect(announcing.onChange).not.toHaveBeenCalled();
  });
});
