/**
 * Spec §7: service workers left by earlier versions are unregistered at start-up. The demo keeps
 * its own mock worker, which it registers right after.
 */
export async function unregisterForeignServiceWorkers(keepScriptName: string | null): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) => {
        const script = registration.active?.scriptURL ?? registration.installing?.scriptURL ?? '';
        return !keepScriptName || !script.endsWith(`/${keepScriptName}`);
      })
      .map((registration) => registration.unregister()),
  );
}
