// Imported by vite.config.ts too, so it imports nothing.
/**
 * Our service worker (vite-plugin-pwa's generateSW, configured in vite.config.ts): its script name at
 * the root of the site. The start-up clean-up keeps it; every other worker is foreign.
 */
export const APP_WORKER_SCRIPT = 'sw.js';
