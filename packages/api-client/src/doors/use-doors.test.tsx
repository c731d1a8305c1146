import { demoAccounts, seed, signIn } from '@prospect/mock-server';
import { getResponse, type HttpHandler } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { ApiClientProvider } from '../context';
import { type ApiClient, createApiClient } from '../http';
import { streetDoorsKey } from '../read-keys';
import { storeSignIn } from '../session/tokens';
import { memoryStorage } from '../storage';
import { swrConfig } from '../swr-config';
import { forgetDoorsSupport } from './doors-support';
import { door, serverWithDoors, serverWithoutDoors } from './test-doors';
import { useQueuedStreetDoors, useUpdateDoor } from './use-door-writes';
import { useDoorsSupport } from './use-doors-support';

// The door hooks in a real React tree, against handlers each case picks (a server with or without
// doors, or no network at all).
const eventually = <T,>(read: () => T) => expect.poll(read, { timeout: 5000 });

function clientOn(handlers: HttpHandler[] | 'offline'): ApiClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = handlers === 'offline' ? null : await getResponse(handlers, new Request(input, init));
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
  const client = createApiClient({ baseUrl: 'http://api.test', storage: memoryStorage(), fetch });
  storeSignIn(client.storage, signIn(demoAccounts.agent), demoAccounts.agent);
  return client;
}

function wrapper(client: ApiClient, cached: Record<string, unknown> = {}) {
  const cache = new Map(Object.entries(cached).map(([key, data]) => [key, { data }]));
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrConfig, provider: () => cache, shouldRetryOnError: false }}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </SWRConfig>
  );
}

beforeEach(async () => {
  forgetDoorsSupport();
  // The mock backend's accounts sign the client in; its handlers are not used.
  await seed();
});

describe('useDoorsSupport', () => {
  it('finds a server without doors with one request, after which no door read leaves', async () => {
    const spec = serverWithoutDoors(404);
    const client = clientOn(spec.handlers);
    const { result } = await renderHook(() => useDoorsSupport(7), { wrapper: wrapper(client) });
    await eventually(() => result.current).toBe('absent');
    const street = await renderHook(() => useQueuedStreetDoors(8), { wrapper: wrapper(client) });
    expect(street.result.current.data).toBeUndefined();
    expect(spec.requests).toEqual(['GET /api/accounts/streets/7/doors/']);
  });

  it('finds a server with doors, whose answer then serves the street', async () => {
    const api = serverWithDoors({ 7: [door(1, '1'), door(2, '3', { stop_pub: true })] });
    const client = clientOn(api.handlers);
    const { result } = await renderHook(
      () => ({ support: useDoorsSupport(7), street: useQueuedStreetDoors(7) }),
      { wrapper: wrapper(client) },
    );
    await eventually(() => result.current.support).toBe('present');
    await eventually(() => result.current.street.data?.map((shown) => shown.number)).toEqual(['1', '3']);
  });

  it('counts doors kept on the device as present while offline, and stays unknown without them', async () => {
    const kept = await renderHook(() => useDoorsSupport(7), {
      wrapper: wrapper(clientOn('offline'), { [streetDoorsKey(4)]: [door(1, '1')] }),
    });
    expect(kept.result.current).toBe('present');
    const none = await renderHook(() => useDoorsSupport(7), { wrapper: wrapper(clientOn('offline')) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(none.result.current).toBe('unknown');
  });
});

describe('useQueuedStreetDoors with useUpdateDoor', () => {
  it('shows an outcome at once, marked as not yet sent, then as the server saved it', async () => {
    const api = serverWithDoors({ 7: [door(1, '1')] });
    const client = clientOn(api.handlers);
    const { result, act } = await renderHook(
      () => ({ street: useQueuedStreetDoors(7), update: useUpdateDoor() }),
      { wrapper: wrapper(client) },
    );
    await eventually(() => result.current.street.data).toHaveLength(1);
    let sent: Promise<unknown> = Promise.resolve();
    await act(async () => {
      sent = result.current.update.trigger({
        doorId: 1,
        streetId: 7,
        number: '1',
        streetName: 'Rue des Lilas',
        changes: { outcome: 'interested' },
      });
    });
    expect(result.current.street.data?.[0]?.outcome).toBe('interested');
    await expect(sent).resolves.toBe('sent');
    await eventually(() => result.current.street.pendingDoorIds.size).toBe(0);
    expect(result.current.street.data?.[0]).toMatchObject({
      outcome: 'interested',
      visited_at: '2026-11-27T10:00:00Z',
    });
  });
});
