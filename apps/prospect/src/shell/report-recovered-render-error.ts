/** The start of the warning, for whoever watches the console (the e2e journeys print it). */
export const RECOVERED_RENDER_WARNING = '[prospect] React recovered from an error in a concurrent render';

/**
 * React met an error in a concurrent render, rendered the whole page again synchronously, and that
 * render succeeded (React error #520): the agent saw nothing. React's default reports it as an
 * uncaught error whose production message leaves out what was thrown; here it is a warning naming the
 * error thrown (the report's `cause`) and where, so a recurrence says where to look.
 */
export function reportRecoveredRenderError(error: unknown, info: { componentStack?: string }): void {
  const thrown = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const described =
    thrown instanceof Error ? `${thrown.name}: ${thrown.message}\n${thrown.stack ?? ''}` : String(thrown);
  console.warn(`${RECOVERED_RENDER_WARNING}: ${described}\n${info.componentStack ?? ''}`);
}
