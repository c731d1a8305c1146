/** Longest wait for an idle moment: a busy page still gets the task done this soon. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the browser has painted what is on screen and is then idle (soon after, where
 * requestIdleCallback is missing); returns the cancel. Waiting for the paint keeps work the screen
 * does not need (a toast region's code, a worker's registration) out of its first paint: an idle
 * callback alone may run between a render and the frame that shows it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  let cancelStep = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelStep = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
      cancelStep = () => window.clearTimeout(id);
    }
  };
  // The frame's callback runs before its paint; the task queued from it runs after. A hidden page
  // paints no frame: the timer goes on without one.
  const afterPaint = () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(hidden);
    const id = window.setTimeout(idle, 0);
    cancelStep = () => window.clearTimeout(id);
  };
  const frame = window.requestAnimationFrame(afterPaint);
  const hidden = window.setTimeout(afterPaint, IDLE_TIMEOUT_MS);
  cancelStep = () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(hidden);
  };
  return () => cancelStep();
}
