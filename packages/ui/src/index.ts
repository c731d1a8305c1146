// The map parts are not exported here: they pull Leaflet, so the app imports `@prospect/ui/map` lazily.
export * from './auth';
export * from './dashboard';
export * from './i18n';
export * from './primitives';
export * from './theme';
