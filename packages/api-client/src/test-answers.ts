// Shared by the endpoint tests (never exported): canonical answers, which read as themselves, and what a
// plain Django REST framework server may answer, for the tests that play one. Functions, so a test may
// change its copy.
import { server } from '@prospect/mock-server/node';
import { HttpResponse, http } from 'msw';
import { API } from './test-support';

export const ZONE_NAME = 'La Baule-Escoublac – Centre';

export const zoneNoteJson = () => ({
  id: 31,
  content: 'Boulangerie : repasser le samedi',
  user: 'Camille Martin',
  created_at: '2026-11-20T10:15:00.000Z',
  zone: 7,
  location: { type: 'Point' as const, coordinates: [-2.3921, 47.2843] as [number, number] },
});

export const streetsJson = () => [
  { id: 101, name: 'Avenue du Général de Gaulle', status: 'done' as const },
  { id: 102, name: 'Rue des Pins', status: 'pending' as const },
  { id: 103, name: 'Allée des Mimosas', status: 'pending' as const },
];

export const sectorJson = () => ({
  id: 12,
  number: 3,
  status: 'in_progress' as const,
  geometry: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [-2.395, 47.283],
        [-2.389, 47.283],
        [-2.389, 47.287],
        [-2.395, 47.283],
      ],
    ],
  },
  streets: streetsJson(),
  zone: { id: 7, name: ZONE_NAME },
  zoneName: ZONE_NAME,
  progress: 33,
  zone_notes: [zoneNoteJson()],
});

export const zoneJson = () => ({
  id: 7,
  name: ZONE_NAME,
  location: { type: 'Point' as const, coordinates: [-2.392, 47.285] as [number, number] },
  sector_count: 1,
  progress: 33,
  created_at: '2026-10-02T08:00:00.000Z',
});

/** What a plain server may answer a successful write (spec §7: success is any 2xx). */
export const successAnswers = [
  { name: '200 with {}', answer: () => HttpResponse.json({}) },
  {
    name: '201 with an unrelated body',
    answer: () =>
      HttpResponse.json({ status: 'created', id: 'abc', results: [{ id: null }] }, { status: 201 }),
  },
  { name: '204 without a body', answer: () => new HttpResponse(null, { status: 204 }) },
  { name: '200 with a text body', answer: () => HttpResponse.text('OK') },
  { name: '202 with a list', answer: () => HttpResponse.json([{ detail: 'queued' }], { status: 202 }) },
];

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Answers `method path` on the API's origin with `response`, before the mock's handlers; counts the calls. */
export function answerWith(method: Method, path: string, response: () => Response): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http[method](`${API}${path}`, () => {
      seen.calls += 1;
      return response();
    }),
  );
  return seen;
}

/** Answers `method path` with `body` as JSON, or as text when it is a string. */
export function answerBody(method: Method, path: string, body: unknown, status = 200): void {
  answerWith(method, path, () =>
    typeof body === 'string'
      ? HttpResponse.text(body, { status })
      : HttpResponse.json(body as object, { status }),
  );
}
