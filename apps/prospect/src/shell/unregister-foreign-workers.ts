/**
 * Spec §7: service workers left by earlier versions or other builds on this origin are unregistered
 * at start-up, except the one this build runs on, named by its script at the root of the site: the
 * production app keeps its own worker (`sw.js`, registered later by register-app-worker.ts) and
 * drops, for instance, the demo's msw worker; the demo keeps msw's `mockServiceWorker.js`, which it
 * registers right after, and drops the production app's worker.
 */
export async function unregisterForeignServiceWorkers(keepScriptName: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const kept = `${import.meta.env.BASE_URL}${keepScriptName}`;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) => {
        const worker = registration.active ?? registration.waiting ?? registration.installing;
        return !worker || new URL(worker.scriptURL).pathname !== kept;
      })
      .map((registration) => registration.unregister()),
  );
}
