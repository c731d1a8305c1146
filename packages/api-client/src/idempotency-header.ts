/**
 * Whether an API origin lets writes carry `Idempotency-Key`. A same-origin API always does (no CORS);
 * a server on another origin built from the spec may allow only the spec's headers, and then the
 * browser refuses every write's preflight while reads (no such header) go through. The app must still
 * reach such a server, so it asks once and sends writes without the header where it is refused.
 */
export type IdempotencyHeaderVerdict = 'allowed' | 'refused';

/** Known verdicts by API origin, for the page's life: the answer is the server's configuration. */
const verdicts = new Map<string, IdempotencyHeaderVerdict>();

export function idempotencyHeaderVerdict(origin: string): IdempotencyHeaderVerdict | undefined {
  return verdicts.get(origin);
}

/** Tests start each case from an unknown server. */
export function forgetIdempotencyHeaderVerdicts(): void {
  verdicts.clear();
}

const PROBE_TIMEOUT_MS = 5000;

/**
 * After a write with the header failed without an answer: the signed-in profile read with the header,
 * then without it (a read that changes nothing and that every session may make, so the server logs no
 * failure). One that only passes without it means CORS refused the header (the write never left, its
 * preflight did); both failing means the network is down, and nothing is concluded. Any HTTP status
 * counts as an answer. Sent straight through `fetch`, so no answer here touches the session.
 */
export async function probeIdempotencyHeader(
  doFetch: typeof fetch,
  origin: string,
  href: string,
  authorization: string | null,
  signal: AbortSignal,
): Promise<IdempotencyHeaderVerdict | 'unknown'> {
  const known = verdicts.get(origin);
  if (known) return known;
  const read = async (extra: Record<string, string>) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...extra };
    if (authorization) headers.Authorization = authorization;
    try {
      const combined = AbortSignal.any([signal, AbortSignal.timeout(PROBE_TIMEOUT_MS)]);
      const response = await doFetch(href, { method: 'GET', headers, signal: combined });
      // The answer's body is not needed; not waiting for its end keeps a slow body from holding the probe.
      void response.body?.cancel().catch(() => {});
      return true;
    } catch {
      return false;
    }
  };
  if (await read({ 'Idempotency-Key': 'probe' })) {
    verdicts.set(origin, 'allowed');
    return 'allowed';
  }
  if (!(await read({}))) return 'unknown';
  verdicts.set(origin, 'refused');
  console.warn(
    `[api-client] ${origin} does not allow the Idempotency-Key header (CORS Access-Control-Allow-Headers): ` +
      'writes go without it, so a write replayed after a lost answer may be applied twice. ' +
      'Backend teams: add "idempotency-key" to the allowed headers (django-cors-headers: CORS_ALLOW_HEADERS).',
  );
  return 'refused';
}
