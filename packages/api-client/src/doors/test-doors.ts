import { unvisitedDoor } from '@prospect/contract';
// Shared by the door tests (never exported): a server's door endpoints as msw handlers, on any origin,
// written as a team with the extension would (or without it: 404 or 405), so the tests do not lean on
// the mock backend's own door handlers.
import { HttpResponse, http } from 'msw';

export interface TestDoor {
  id: number;
  number: string;
  outcome: string;
  note: string;
  stop_pub: boolean;
  visited_at: string | null;
  visited_by: string;
  revisit_at: string | null;
}

export const door = (id: number, number: string, extra: Partial<TestDoor> = {}): TestDoor => ({
  ...unvisitedDoor(id, number),
  ...extra,
});

/** Without the extension: Django's 404 on an unknown address, or a 405 from a catch-all view. */
export function serverWithoutDoors(status: 404 | 405 = 404) {
  const requests: string[] = [];
  const refuse = ({ request }: { request: Request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json({ detail: status === 404 ? 'Not found.' : 'Method not allowed.' }, { status });
  };
  return {
    requests,
    handlers: [
      http.all('*/api/accounts/streets/:id/doors/', refuse),
      http.all('*/api/accounts/doors/:id/', refuse),
    ],
  };
}

/**
 * With the extension: doors by street, ids from 500. A door number `refuse` answers 400 with a
 * validation message (a server rule the device cannot know).
 */
export function serverWithDoors(initial: Record<number, TestDoor[]> = {}, { refuse = '' } = {}) {
  const doors = new Map<number, TestDoor[]>(Object.entries(initial).map(([id, list]) => [Number(id), list]));
  const requests: string[] = [];
  let nextId = 500;
  const log = (request: Request) => requests.push(`${request.method} ${new URL(request.url).pathname}`);
  const find = (doorId: number) => [...doors.values()].flat().find((candidate) => candidate.id === doorId);
  return {
    doors,
    requests,
    handlers: [
      http.get('*/api/accounts/streets/:id/doors/', ({ request, params }) => {
        log(request);
        return HttpResponse.json(doors.get(Number(params.id)) ?? []);
      }),
      http.post('*/api/accounts/streets/:id/doors/', async ({ request, params }) => {
        log(request);
        const body = (await request.json()) as Partial<TestDoor>;
        if (body.number === refuse) {
          return HttpResponse.json({ number: ['Ce numéro existe déjà.'] }, { status: 400 });
        }
        const created = door(nextId++, String(body.number), body);
        doors.set(Number(params.id), [...(doors.get(Number(params.id)) ?? []), created]);
        return HttpResponse.json(created, { status: 201 });
      }),
      http.patch('*/api/accounts/doors/:id/', async ({ request, params }) => {
        log(request);
        const found = find(Number(params.id));
        if (!found) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
        const changes = (await request.json()) as Partial<TestDoor>;
        if (found.number === refuse) {
          return HttpResponse.json({ error: 'Porte verrouillée.' }, { status: 400 });
        }
        Object.assign(found, changes, changes.outcome ? { visited_at: '2026-11-27T10:00:00Z' } : {});
        return HttpResponse.json(found);
      }),
    ],
  };
}
