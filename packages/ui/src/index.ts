// The map parts are not exported here: they pull Leaflet, so the app imports `@prospect/ui/map` lazily.
export * from './admin';
export * from './auth';
export * from './calendar';
export * from './contacts';
export * from './dashboard';
export * from './doors';
export * from './errors';
export * from './favorites';
export * from './i18n';
export * from './layout';
export * from './map/lazy';
export * from './primitives';
export {
  LAZY_LOAD_TIMEOUT_MS,
  LazyLoadTimeoutError,
  type LoadOnce,
  loadOnce,
  settledValue,
  trackSettlement,
  useLoaded,
} from './primitives/lazy';
export * from './privacy';
export * from './sync';
export * from './territory';
export * from './theme';
