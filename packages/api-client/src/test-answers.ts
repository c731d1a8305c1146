// Shared by the endpoint tests (never exported): the contract's canonical answers, which read as
// themselves, and what a plain Django REST framework server may answer, for the tests that play one.
import { server } from '@prospect/mock-server/node';
import { HttpResponse, http } from 'msw';
import { API } from './test-support';

export { sectorJson, streetsJson, ZONE_NAME, zoneJson, zoneNoteJson } from '@prospect/contract/test-support';

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
