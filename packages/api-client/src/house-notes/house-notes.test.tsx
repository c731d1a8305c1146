import { demoAccounts, fixtures, handlers, seed, signIn } from '@prospect/mock-server';
import { getResponse, type HttpHandler, HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { ApiClientProvider } from '../context';
import { createApiClient } from '../http';
import { OutboxProvider } from '../outbox/OutboxProvider';
import { createOutbox } from '../outbox/outbox';
import { storeSignIn } from '../session/tokens';
import { memoryStorage } from '../storage';
import { swrConfig } from '../swr-config';
import { useCreateHouseNote, useQueuedHouseNotes } from './use-house-note-writes';

// The contacts list's read as a screen uses it: tolerant of a plain DRF server, and showing a contact
// logged without network at once, then the server's copy once it is sent, without a reload.

const network = { online: true };
let overrides: HttpHandler[] = [];
const mockFetch: typeof fetch = async (input, init) => {
  if (!network.online) throw new TypeError('Failed to fetch');
  const response = await getResponse([...overrides, ...handlers], new Request(input, init));
  if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
  return response;
};

function setUp() {
  const client = createApiClient({ baseUrl: 'http://api.test', storage: memoryStorage(), fetch: mockFetch });
  storeSignIn(client.storage, signIn(demoAccounts.agent), demoAccounts.agent);
  const outbox = createOutbox({
    client,
    isOnline: () => network.online,
    locks: null,
    openChannel: null,
    retryDelayMs: () => 3_600_000,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig
      value={{ ...swrConfig, provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}
    >
      <ApiClientProvider client={client}>
        <OutboxProvider outbox={outbox}>{children}</OutboxProvider>
      </ApiClientProvider>
    </SWRConfig>
  );
  return { outbox, wrapper };
}

const eventually = <T,>(read: () => T) => expect.poll(read, { timeout: 5000 });

beforeEach(async () => {
  overrides = [];
  network.online = true;
  await seed();
});

describe('useQueuedHouseNotes', () => {
  it('reads a plain DRF server: pages followed, ids as text or null, nulls and unknown labels', async () => {
    const pages: Record<string, unknown> = {
      '1': {
        count: 3,
        next: 'http://api.test/api/house-notes/?page=2',
        previous: null,
        results: [
          {
            id: '7',
            label: 'INTERESTED',
            others: 'Mme Roux',
            user: { first_name: 'Camille', last_name: 'Martin' },
            created_at: '2026-11-20T10:00:00Z',
          },
          { id: null, label: 'thinking', others: null, user: 4, created_at: null },
        ],
      },
      '2': {
        count: 3,
        next: null,
        previous: 'http://api.test/api/house-notes/',
        results: [
          { label: 'not_home', others: 'Absent', sector: { id: 3, number: 2 }, street: 'Rue des Pins' },
        ],
      },
    };
    overrides = [
      http.get('*/api/house-notes/', ({ request }) =>
        HttpResponse.json(pages[new URL(request.url).searchParams.get('page') ?? '1'] as object),
      ),
    ];
    const { wrapper } = setUp();
    const { result } = await renderHook(() => useQueuedHouseNotes(), { wrapper });
    await eventually(() => result.current.data).toEqual([
      {
        id: '7',
        label: 'interested',
        others: 'Mme Roux',
        user: 'Camille Martin',
        created_at: '2026-11-20T10:00:00Z',
      },
      { id: null, label: 'thinking', others: null, user: '', created_at: '' },
      {
        id: null,
        label: 'other',
        others: 'Absent',
        user: '',
        created_at: '',
        sector_number: 2,
        street_name: 'Rue des Pins',
      },
    ]);
    expect(result.current.pendingIds.size).toBe(0);
  });

  it('shows a contact logged offline at once, marked, then the server’s copy once sent', async () => {
    const { outbox, wrapper } = setUp();
    const { result, act } = await renderHook(
      () => ({ notes: useQueuedHouseNotes(), add: useCreateHouseNote() }),
      { wrapper },
    );
    await eventually(() => result.current.notes.data?.length).toBe(fixtures.houseNotes().length);

    network.online = false;
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.add.trigger({
        label: 'interested',
        others: 'Mme Guérin, villa Les Roses',
      });
    });
    expect(outcome).toBe('queued');
    const [waiting] = result.current.notes.data ?? [];
    expect(waiting).toMatchObject({ label: 'interested', others: 'Mme Guérin, villa Les Roses', user: '' });
    expect(result.current.notes.pendingIds.has(String(waiting?.id))).toBe(true);

    network.online = true;
    await act(() => outbox.flush());
    // The server's copy, named after its author, replaces the waiting one: no duplicate, no mark.
    await eventually(() => result.current.notes.pendingIds.size).toBe(0);
    const logged = result.current.notes.data?.filter((note) => note.others === 'Mme Guérin, villa Les Roses');
    expect(logged).toEqual([expect.objectContaining({ user: 'Camille Martin', label: 'interested' })]);
  });

  it('shows a contact sent from another screen without a reload', async () => {
    const { wrapper } = setUp();
    const { result, act } = await renderHook(
      () => ({ notes: useQueuedHouseNotes(), add: useCreateHouseNote() }),
      { wrapper },
    );
    await eventually(() => result.current.notes.data).toBeDefined();
    await act(async () => {
      await result.current.add.trigger({ label: 'thinking', others: 'Propriétaire du n° 8' });
    });
    await eventually(() => result.current.notes.data?.[0]?.others).toBe('Propriétaire du n° 8');
    expect(result.current.notes.pendingIds.size).toBe(0);
  });
});
