export { type LazyDialog, lazyDialog } from './lazy-dialog';
export { LAZY_LOAD_TIMEOUT_MS, LazyLoadTimeoutError, type LoadOnce, loadOnce } from './load-once';
export { settledValue, trackSettlement } from './track-settlement';
export { type UseLoadedOptions, useLoaded } from './use-loaded';
