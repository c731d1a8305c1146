// Imported by vite.config.ts, so it imports nothing. Workbox writes the function's source into the
// worker (sw.js): it may use only its argument and the worker's globals, no name from this module.

/** What Workbox hands a route's handler: the navigation and its fetch event. */
interface NavigationHandlerOptions {
  request: Request;
  event: { waitUntil(promise: Promise<unknown>): void };
}

/**
 * How our service worker answers a navigation: network first, so a new Content-Security-Policy or a new
 * build reaches an installed phone at its next online start; the shell the worker precached
 * (index.html) when the network fails, answers a server error, or has not answered within a few
 * seconds, so an agent in a dead zone still gets the app rather than a white page.
 *
 * An answer that is this build's index.html replaces the precached copy, headers included, so the next
 * offline start runs under the policy last served. Another build's page is not kept: the scripts it
 * names are not in this worker's precache (the worker that has them installs meanwhile).
 */
export async function answerNavigation({ request, event }: NavigationHandlerOptions): Promise<Response> {
  const NETWORK_TIMEOUT_MS = 4_000;
  const { scope } = (globalThis as unknown as { registration: ServiceWorkerRegistration }).registration;
  // Workbox's precache, where index.html is kept under a key carrying its revision.
  const precacheName = `workbox-precache-v2-${scope}`;
  const shellUrl = new URL('index.html', scope).href;

  const precachedShell = async () => {
    const precache = await caches.open(precacheName);
    const [key] = await precache.keys(shellUrl, { ignoreSearch: true });
    const response = key && (await precache.match(key));
    return key && response ? { precache, key, response } : undefined;
  };

  const keepIfThisBuild = async (answer: Response) => {
    if (answer.status !== 200 || answer.redirected || answer.type !== 'basic') return;
    const shell = await precachedShell();
    if (!shell) return;
    const [served, kept] = await Promise.all([answer.clone().text(), shell.response.text()]);
    if (served === kept) await shell.precache.put(shell.key, answer);
  };

  const fromNetwork = fetch(request);
  // Copied before anything reads the answer; the worker stays up until the copy is kept, even when the
  // page got the shell after the time-out.
  event.waitUntil(fromNetwork.then((answer) => keepIfThisBuild(answer.clone())).catch(() => undefined));
  const answer = await Promise.race([
    fromNetwork.catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS)),
  ]);
  if (answer && answer.status < 500) return answer;
  return (await precachedShell())?.response ?? answer ?? fromNetwork;
}
