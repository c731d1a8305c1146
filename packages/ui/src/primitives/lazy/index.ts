export { type LazyDialog, lazyDialog } from './lazyDialog';
export { LAZY_LOAD_TIMEOUT_MS, LazyLoadTimeoutError, type LoadOnce, loadOnce } from './loadOnce';
export { settledValue, trackSettlement } from './trackSettlement';
export { type UseLoadedOptions, useLoaded } from './useLoaded';
export { whenIdle } from './whenIdle';
export { whenNetworkQuiet, whenSettled } from './whenNetworkQuiet';
