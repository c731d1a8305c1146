import {
  demoAccounts,
  demoInvitations,
  fixtures,
  handlers,
  scenarios,
  seed,
  signIn,
} from '@prospect/mock-server';
import { delay, getResponse, type HttpHandler, HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useInvitation } from './auth/validate-invitation';
import { ApiClientProvider } from './context';
import { useEvents } from './events/get-events';
import { useCreateEvent } from './events/use-event-writes';
import { useFavorites } from './favorites/get-favorites';
import { useCreateFavorite } from './favorites/use-favorite-writes';
import { useReverseGeocode } from './geocode/reverse-geocode';
import { useCreateHouseNote } from './house-notes/use-house-note-writes';
import { type ApiClient, createApiClient } from './http';
import { useProfile } from './profile/use-profile';
import { useSector } from './sectors/get-sector';
import { useQueuedSector, useUpdateStreetCount } from './sectors/use-sector-writes';
import { useStartImpersonation, useStopImpersonation } from './session/impersonation-hooks';
import { storeSignIn } from './session/tokens';
import { useStats } from './stats/get-stats';
import { memoryStorage } from './storage';
import { useUpdateStreet } from './streets/use-update-street';
import { swrConfig } from './swr-config';
import { useCreateZone } from './zones/create-zone';
import { useDeleteZone } from './zones/delete-zone';
import { getZones, useZones } from './zones/get-zones';

// The hooks' cache effects in a real React tree. Requests go straight to the mock backend's handlers
// (msw's getResponse), so no service worker is needed; `overrides` go in front, as server.use would.
let overrides: HttpHandler[] = [];
/** Reads a query's state during render, as a screen does: SWR re-renders only for what render read. */
const read = <Data, Failure>({ data, error }: { data: Data; error: Failure }) => ({ data, error });
/** Waits for what a revalidation brings; the first render of a run also pays for warming up. */
const eventually = <T,>(read: () => T) => expect.poll(read, { timeout: 5000 });
const mockFetch: typeof fetch = async (input, init) => {
  const response = await getResponse([...overrides, ...handlers], new Request(input, init));
  if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
  return response;
};

function signedInClient(email: string = demoAccounts.agent): ApiClient {
  const client = createApiClient({ baseUrl: 'http://api.test', storage: memoryStorage(), fetch: mockFetch });
  storeSignIn(client.storage, signIn(email), email);
  return client;
}

function wrapper(client: ApiClient) {
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig
      value={{ ...swrConfig, provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}
    >
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </SWRConfig>
  );
}

beforeEach(async () => {
  overrides = [];
  await seed();
});

describe('zone mutations refresh the zones and the stats', () => {
  it('useCreateZone', async () => {
    const client = signedInClient();
    const { result, act } = await renderHook(
      () => ({ zones: read(useZones()), stats: read(useStats()), create: useCreateZone() }),
      { wrapper: wrapper(client) },
    );
    await eventually(() => result.current.stats.data && result.current.zones.data).toBeDefined();
    const before = {
      zones: result.current.zones.data?.length ?? 0,
      stats: result.current.stats.data?.totalZones ?? 0,
    };
    await act(async () => {
      await result.current.create.trigger({ name: 'Guérande – Remparts' });
    });
    await eventually(() => result.current.zones.data?.length).toBe(before.zones + 1);
    await eventually(() => result.current.stats.data?.totalZones).toBe(before.stats + 1);
  });

  it('useDeleteZone', async () => {
    const client = signedInClient();
    const { result, act } = await renderHook(
      () => ({ zones: read(useZones()), stats: read(useStats()), remove: useDeleteZone() }),
      { wrapper: wrapper(client) },
    );
    await eventually(() => result.current.stats.data).toBeDefined();
    const totalZones = result.current.stats.data?.totalZones ?? 0;
    const id = fixtures.zoneId('La Baule-Escoublac – Centre');
    await act(async () => {
      await result.current.remove.trigger(id);
    });
    await eventually(() => result.current.zones.data?.some((zone) => zone.id === id)).toBe(false);
    await eventually(() => result.current.stats.data?.totalZones).toBe(totalZones - 1);
  });
});

describe('street toggle', () => {
  const pendingStreet = () => {
    const id = fixtures.zoneId('La Baule-Escoublac – Centre');
    for (const sector of fixtures.sectors(id)) {
      const street = sector.streets.find((candidate) => candidate.status === 'pending');
      if (street) return { sectorId: sector.id, streetId: street.id };
    }
    throw new Error('seed: no pending street');
  };
  const statusOf = (data: { streets: { id: number; status: string }[] } | undefined, streetId: number) =>
    data?.streets.find((street) => street.id === streetId)?.status;

  /** The sector as the screen reads it (with what waits on the device), and the tick. */
  const sectorScreen = (sectorId: number) => () => {
    const sector = useQueuedSector(sectorId);
    return {
      sector: { data: sector.data, error: sector.error },
      pending: sector.pendingStreetIds,
      toggle: useUpdateStreet(sectorId),
    };
  };

  it('shows the change at once, marked as not yet sent, and keeps it when the server agrees', async () => {
    const { sectorId, streetId } = pendingStreet();
    overrides = [
      http.patch('*/api/accounts/streets/:id/', async () => {
        await delay(300);
        return undefined;
      }),
    ];
    const { result, act } = await renderHook(sectorScreen(sectorId), { wrapper: wrapper(signedInClient()) });
    await eventually(() => result.current.sector.data).toBeDefined();
    let done: Promise<unknown> = Promise.resolve();
    await act(async () => {
      done = result.current.toggle.trigger({ streetId, streetName: 'Rue', status: 'done' });
    });
    await eventually(() => statusOf(result.current.sector.data, streetId)).toBe('done');
    expect(result.current.pending.has(streetId)).toBe(true);
    await act(async () => {
      await expect(done).resolves.toBe('sent');
    });
    await eventually(() => result.current.pending.has(streetId)).toBe(false);
    expect(statusOf(result.current.sector.data, streetId)).toBe('done');
  });

  it('keeps the tick, still marked, when the server fails for now (5xx): it is queued, not lost', async () => {
    const { sectorId, streetId } = pendingStreet();
    overrides = [
      http.patch('*/api/accounts/streets/:id/', () =>
        HttpResponse.json({ error: 'Indisponible.' }, { status: 503 }),
      ),
    ];
    const { result, act } = await renderHook(sectorScreen(sectorId), { wrapper: wrapper(signedInClient()) });
    await eventually(() => result.current.sector.data).toBeDefined();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.toggle.trigger({ streetId, streetName: 'Rue', status: 'done' });
    });
    expect(outcome).toBe('queued');
    expect(statusOf(result.current.sector.data, streetId)).toBe('done');
    expect(result.current.pending.has(streetId)).toBe(true);
  });

  it('puts the street back and rejects when the server refuses the tick (4xx)', async () => {
    const { sectorId, streetId } = pendingStreet();
    overrides = [
      http.patch('*/api/accounts/streets/:id/', () =>
        HttpResponse.json({ error: "Cette rue n'appartient pas à cette zone." }, { status: 400 }),
      ),
    ];
    const { result, act } = await renderHook(sectorScreen(sectorId), { wrapper: wrapper(signedInClient()) });
    await eventually(() => result.current.sector.data).toBeDefined();
    let failure: unknown;
    await act(async () => {
      failure = await result.current.toggle
        .trigger({ streetId, streetName: 'Rue', status: 'done' })
        .catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ kind: 'http', status: 400 });
    await eventually(() => statusOf(result.current.sector.data, streetId)).toBe('pending');
    expect(result.current.pending.has(streetId)).toBe(false);
  });
});

describe('street count', () => {
  it('an answer that is no whole sector refetches the sector rather than empty its checklist', async () => {
    const [sector] = fixtures.sectors(fixtures.zoneId('La Baule-Escoublac – Centre'));
    if (!sector) throw new Error('seed: no sector');
    let reads = 0;
    overrides = [
      http.get('*/api/accounts/sectors/:id/', () => {
        reads += 1;
        return undefined;
      }),
      // A plain serializer of the count alone: every sector field but the id is missing.
      http.patch('*/api/accounts/sectors/:id/update-streets/', () =>
        HttpResponse.json({ id: sector.id, street_count: 2 }),
      ),
    ];
    const { result, act } = await renderHook(
      () => ({ sector: read(useSector(sector.id)), count: useUpdateStreetCount() }),
      { wrapper: wrapper(signedInClient()) },
    );
    await eventually(() => result.current.sector.data?.streets.length).toBe(sector.streets.length);
    const readsBefore = reads;
    let answered: unknown;
    await act(async () => {
      answered = await result.current.count.trigger({ sectorId: sector.id, streetCount: 2 });
    });
    expect(answered).toBe('sent');
    await eventually(() => reads).toBeGreaterThan(readsBefore);
    expect(result.current.sector.data?.streets).toEqual(sector.streets);
  });
});

describe('other cache effects', () => {
  it('a house note refreshes the stats', async () => {
    const { result, act } = await renderHook(() => ({ stats: read(useStats()), add: useCreateHouseNote() }), {
      wrapper: wrapper(signedInClient()),
    });
    await eventually(() => result.current.stats.data).toBeDefined();
    const contacts = result.current.stats.data?.contacts ?? 0;
    await act(async () => {
      await result.current.add.trigger({ label: 'interested', others: '' });
    });
    await eventually(() => result.current.stats.data?.contacts).toBe(contacts + 1);
  });

  it('favourites revalidate after a save', async () => {
    const { result, act } = await renderHook(
      () => ({ list: read(useFavorites()), add: useCreateFavorite() }),
      {
        wrapper: wrapper(signedInClient()),
      },
    );
    await eventually(() => result.current.list.data).toBeDefined();
    await act(async () => {
      await result.current.add.trigger({
        title: 'Villa Les Pins',
        content: 'À rappeler.',
        type: 'contact',
        street: null,
      });
    });
    await expect
      .poll(() => result.current.list.data?.some((favorite) => favorite.title === 'Villa Les Pins'))
      .toBe(true);
  });

  it('events of the displayed month revalidate after a save', async () => {
    const month = new Date();
    const { result, act } = await renderHook(
      () => ({ events: read(useEvents(month)), add: useCreateEvent() }),
      {
        wrapper: wrapper(signedInClient()),
      },
    );
    await eventually(() => result.current.events.data).toBeDefined();
    await act(async () => {
      await result.current.add.trigger({
        title: 'Rendez-vous notaire',
        description: '',
        type: 'rdv',
        date: new Date(month.getFullYear(), month.getMonth(), 15, 10).toISOString(),
        location: '',
      });
    });
    await expect
      .poll(() => result.current.events.data?.some((event) => event.title === 'Rendez-vous notaire'))
      .toBe(true);
  });

  it('a 403 is not retried', async () => {
    let calls = 0;
    overrides = [
      http.get('*/api/accounts/zones/', () => {
        calls += 1;
        return undefined;
      }),
      ...scenarios.failing('get', '/api/accounts/zones/', { status: 403, error: 'Interdit.' }),
    ];
    const client = signedInClient();
    const { result } = await renderHook(() => read(useZones()), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <ApiClientProvider client={client}>{children}</ApiClientProvider>
        </SWRConfig>
      ),
    });
    await eventually(() => result.current.error).toMatchObject({ status: 403 });
    await delay(1500);
    expect(calls).toBe(1);
  });
});

describe('the registration link’s invitation', () => {
  const anonymousClient = () =>
    createApiClient({ baseUrl: 'http://api.test', storage: memoryStorage(), fetch: mockFetch });

  it('answers the invited email, and asks nothing without a token', async () => {
    let calls = 0;
    overrides = [
      http.post('*/api/accounts/invitations/validate/', () => {
        calls += 1;
        return undefined;
      }),
    ];
    const { result, rerender } = await renderHook(
      (props?: { token: string | null }) => read(useInvitation(props?.token ?? null)),
      { wrapper: wrapper(anonymousClient()), initialProps: { token: null } as { token: string | null } },
    );
    await delay(100);
    expect(calls).toBe(0);
    await rerender({ token: demoInvitations.valid.token });
    await eventually(() => result.current.data?.email).toBe(demoInvitations.valid.email);
    expect(calls).toBe(1);
  });

  it('asks once: a refused token (410) is not asked again', async () => {
    let calls = 0;
    overrides = [
      http.post('*/api/accounts/invitations/validate/', () => {
        calls += 1;
        return undefined;
      }),
    ];
    const client = anonymousClient();
    const { result } = await renderHook(() => read(useInvitation(demoInvitations.expired.token)), {
      // The app's own configuration, which retries other failed reads.
      wrapper: ({ children }: { children: ReactNode }) => (
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <ApiClientProvider client={client}>{children}</ApiClientProvider>
        </SWRConfig>
      ),
    });
    await eventually(() => result.current.error).toMatchObject({ status: 410 });
    await delay(1500);
    expect(calls).toBe(1);
  });
});

describe('naming a tapped point', () => {
  it('useReverseGeocode asks the address of the point given to trigger', async () => {
    const client = signedInClient();
    const zone = (await getZones(client)).find((candidate) => candidate.location);
    if (!zone?.location) throw new Error('seed: no zone with a place');
    const [lng, lat] = zone.location.coordinates;
    const { result, act } = await renderHook(() => useReverseGeocode(), { wrapper: wrapper(client) });
    let place: { display_name: string } | undefined;
    await act(async () => {
      place = await result.current.trigger({ lat, lng });
    });
    expect(place?.display_name).toBeTruthy();
  });
});

describe('impersonation hooks', () => {
  it('start swaps the cached data for the user, stop brings the admin profile back', async () => {
    const client = signedInClient(demoAccounts.superAdmin);
    const camille = fixtures
      .adminUsers(demoAccounts.superAdmin)
      .find((user) => user.email === demoAccounts.agent);
    if (!camille) throw new Error('seed: no Camille');
    const { result, act } = await renderHook(
      () => ({ profile: read(useProfile()), start: useStartImpersonation(), stop: useStopImpersonation() }),
      { wrapper: wrapper(client) },
    );
    await eventually(() => result.current.profile.data?.user.email).toBe(demoAccounts.superAdmin);
    await act(async () => {
      await result.current.start.trigger(camille.id);
    });
    await eventually(() => result.current.profile.data?.user.email).toBe(demoAccounts.agent);
    expect(result.current.profile.data?.isImpersonated).toBe(true);
    await act(async () => {
      await result.current.stop.trigger();
    });
    await eventually(() => result.current.profile.data?.user.email).toBe(demoAccounts.superAdmin);
    expect(result.current.profile.data?.isImpersonated).toBe(false);
  });
});
