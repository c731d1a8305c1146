/** Longest wait for an idle moment: a busy page still gets the task done this soon. */
export const IDLE_TIMEOUT_MS = 3000;

/** Runs `task` once the browser is idle (soon after, where requestIdleCallback is missing); returns the cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
