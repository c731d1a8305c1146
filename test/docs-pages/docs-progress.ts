/** What a docs page has rendered so far, as Storybook's preview announced it on its channel. */
export interface DocsProgress {
  docsRendered: boolean;
  /** Stories on the page that began rendering, and those done (rendered, loaders and effects run). */
  started: string[];
  finished: string[];
  errors: string[];
  /** performance.now() of the last event, to wait for the page to go quiet. */
  lastEventAt: number;
}

type Listener = (payload?: {
  storyId?: string;
  newPhase?: string;
  title?: string;
  description?: string;
  message?: string;
}) => void;

/**
 * Runs in the page before Storybook's scripts (an init script, so it is serialised: no imports, no
 * closures over this module). Storybook assigns its channel to a global; catching that assignment
 * subscribes before the first event, so no event can be missed by starting to listen too late.
 */
export function watchDocsProgress() {
  const progress: DocsProgress = {
    docsRendered: false,
    started: [],
    finished: [],
    errors: [],
    lastEventAt: performance.now(),
  };
  // Before the next page is selected in this same preview: start counting afresh.
  const reset = () => {
    Object.assign(progress, { docsRendered: false, started: [], finished: [], errors: [] });
    progress.lastEventAt = performance.now();
  };
  Object.assign(window, { __docsProgress: progress, __resetDocsProgress: reset });
  const record =
    (update: Listener): Listener =>
    (payload) => {
      progress.lastEventAt = performance.now();
      update(payload);
    };
  let channel: { on(event: string, listener: Listener): void } | undefined;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: typeof channel) => {
      channel = value;
      const on = (event: string, update: Listener) => value?.on(event, record(update));
      on('docsRendered', () => {
        progress.docsRendered = true;
      });
      on('storyRenderPhaseChanged', (payload) => {
        const id = payload?.storyId;
        if (id && !progress.started.includes(id)) progress.started.push(id);
        // A story torn down before it finished (the page changed under it) will never finish.
        if (id && payload?.newPhase === 'aborted') progress.finished.push(id);
      });
      on('storyFinished', (payload) => {
        if (payload?.storyId) progress.finished.push(payload.storyId);
      });
      for (const failure of ['storyErrored', 'storyThrewException', 'storyMissing']) {
        on(failure, (payload) => {
          const detail = payload?.message ?? payload?.description ?? payload?.title ?? String(payload);
          progress.errors.push(`storybook ${failure}: ${detail}`);
        });
      }
    },
  });
}
