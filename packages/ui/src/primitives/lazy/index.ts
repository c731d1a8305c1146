export { type LazyDialog, lazyDialog } from './lazyDialog';
export { type Preloadable, preloadable } from './preloadable';
export { useLazyComponent } from './useLazyComponent';
export { whenIdle } from './whenIdle';
