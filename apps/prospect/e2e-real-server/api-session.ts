import { SEEDED_PASSWORD } from '../e2e/browser';

// biome-ignore lint/suspicious/noExplicitAny: JSON of several endpoints, each read field by field by its test.
export type Json = any;

export type ApiSession = Awaited<ReturnType<typeof apiSession>>;

/** The API as a backend developer checks it: a token, then plain reads that follow DRF pages. */
export async function apiSession(apiUrl: string, email: string) {
  const login = await fetch(`${apiUrl}/api/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: SEEDED_PASSWORD }),
  });
  const { access } = (await login.json()) as { access: string };
  async function read(path: string): Promise<Json> {
    const response = await fetch(`${apiUrl}${path}`, { headers: { Authorization: `Bearer ${access}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return response.json();
  }
  async function list(path: string): Promise<Json[]> {
    const items: Json[] = [];
    let next: string | null = `${apiUrl}${path}`;
    while (next) {
      const page: Json = await read(next.slice(apiUrl.length));
      if (Array.isArray(page)) return page;
      items.push(...page.results);
      next = page.next;
    }
    return items;
  }
  return { read, list };
}

/**
 * How the app learns a server has no doors extension (issue 34): one street's doors, answered 404.
 * `call` is "METHOD url status", as the journeys record the calls that failed.
 */
export const isDoorsProbe = (call: string): boolean =>
  /^GET \S+\/api\/accounts\/streets\/\d+\/doors\/ 404$/.test(call);

/** A sector's streets, whether the server nests them bare or paginated. */
export const streetsOf = (sector: Json): Json[] =>
  Array.isArray(sector.streets) ? sector.streets : sector.streets.results;

/** The account's first sector with at least `count` streets still to do, as the server has it. */
export async function sectorWithPendingStreets(api: ApiSession, count: number) {
  for (const zone of await api.list('/api/accounts/zones/')) {
    for (const listed of await api.list(`/api/accounts/zones/${zone.id}/sectors/`)) {
      const sector = await api.read(`/api/accounts/sectors/${listed.id}/`);
      const streets = streetsOf(sector);
      const todo = streets.filter((street) => street.status === 'pending');
      if (todo.length >= count)
        return { zoneId: zone.id as number, sectorId: sector.id as number, streets, todo };
    }
  }
  throw new Error(`no sector with ${count} streets to do`);
}

/** A street's status as the server has it now. */
export async function streetStatus(api: ApiSession, sectorId: number, streetId: number): Promise<unknown> {
  const sector = await api.read(`/api/accounts/sectors/${sectorId}/`);
  return streetsOf(sector).find((street) => street.id === streetId)?.status;
}
