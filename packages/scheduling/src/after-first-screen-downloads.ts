import { whenSettled } from './when-network-quiet';

/**
 * Runs `task` once the page has loaded and the first screen's downloads are over, then the browser is
 * idle (whenSettled): for work the first screen does not need. The load event fires as soon as
 * the entry's own files are in, while a signed-in screen is still fetching its code, data and map
 * tiles; large downloads started then would delay the map's first tiles, the page's largest paint (a
 * Lighthouse run counted 88 precache requests before it).
 */
export function afterFirstScreenDownloads(task: () => void): void {
  if (document.readyState === 'complete') whenSettled(task);
  else window.addEventListener('load', () => whenSettled(task), { once: true });
}
