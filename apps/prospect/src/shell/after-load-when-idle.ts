import { whenIdle, whenSettled } from '@prospect/ui';

/**
 * Runs `task` once the page has loaded, painted and the main thread is idle: work the first screen
 * does not need then does not compete with it for the main thread.
 */
export function afterLoadWhenIdle(task: () => void): void {
  if (document.readyState === 'complete') whenIdle(task);
  else window.addEventListener('load', () => whenIdle(task), { once: true });
}

/**
 * As afterLoadWhenIdle, and only once the first screen's downloads are over (ui's whenSettled).
 * The load event fires as soon as the entry's own files are in, while a signed-in screen is still
 * fetching its code, data and map tiles; large downloads started then would delay the map's first
 * tiles, the page's largest paint (a Lighthouse run counted 88 precache requests before it).
 */
export function afterFirstScreenDownloads(task: () => void): void {
  afterLoadWhenIdle(() => whenSettled(task));
}
