/** Longest wait for an idle moment after `load` before running anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Runs `task` once the page has loaded and the main thread is idle: work the first screen does not
 * need (a worker's registration, the demo's backend) then does not compete with it for the network.
 */
export function afterLoadWhenIdle(task: () => void): void {
  // Safari before 26 has no requestIdleCallback.
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(task, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
