export { type LazyDialog, lazyDialog } from './lazyDialog';
export { LAZY_LOAD_TIMEOUT_MS, LazyLoadTimeoutError, type LoadOnce, loadOnce } from './loadOnce';
export { useLazyComponent } from './useLazyComponent';
export { whenIdle } from './whenIdle';
export { whenNetworkQuiet, whenSettled } from './whenNetworkQuiet';
