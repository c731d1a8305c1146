import { whenIdle } from '@prospect/ui';

/**
 * Runs `task` once the page has loaded, painted and the main thread is idle: work the first screen
 * does not need (a worker's registration, the demo's backend) then does not compete with it for the
 * network.
 */
export function afterLoadWhenIdle(task: () => void): void {
  if (document.readyState === 'complete') whenIdle(task);
  else window.addEventListener('load', () => whenIdle(task), { once: true });
}
