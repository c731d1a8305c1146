// `--plain-drf`: answers reshaped as a Django REST framework backend written from the spec alone, with
// default ModelSerializers, would send them. The app must work against that server too, so the
// production build's journeys run against this variant of the mock.

/** Fields only our contract adds; a plain serializer has none of them. */
const CONTRACT_ONLY = new Set(['firstName', 'zoneName']);
/** Optional text a plain serializer sends as null when empty (`allow_null=True`). */
const NULL_WHEN_EMPTY = new Set(['description', 'location', 'others', 'street_name']);

function reshape(value: unknown, key: string | null): unknown {
  if (Array.isArray(value)) return value.map((item) => reshape(item, null));
  if (value === null || typeof value !== 'object') {
    if (key === 'progress' && typeof value === 'number') return value.toFixed(2); // DecimalField
    if (key !== null && NULL_WHEN_EMPTY.has(key) && value === '') return null;
    return value;
  }
  const record = value as Record<string, unknown>;
  // A foreign key is its primary key (PrimaryKeyRelatedField), not the nested object.
  if (key === 'zone' && typeof record.id === 'number') return record.id;
  const plain: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(record)) {
    if (CONTRACT_ONLY.has(name)) continue;
    plain[name] = reshape(field, name);
  }
  // A note's author comes as the user's id, which names nobody; the mock only knows the name, so it
  // sends null, which the app reads the same way.
  if (
    typeof plain.content === 'string' &&
    'user' in plain &&
    'location' in plain &&
    typeof record.zone === 'number'
  ) {
    plain.user = null;
  }
  return plain;
}

/** The same answer as a plain DRF backend would send it. Non-JSON bodies are not passed here. */
export function toPlainDrf(body: unknown): unknown {
  return reshape(body, null);
}

/** `response` with its JSON body reshaped by `toPlainDrf`; other bodies pass unchanged. */
export async function reshapeAsPlainDrf(response: Response): Promise<Response> {
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  const text = await response.text();
  if (!text) return new Response(null, response);
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(toPlainDrf(JSON.parse(text))), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
