// The public API: one HTTP layer, the session rules, and one module per endpoint of spec §7.

export type * from '@prospect/contract';
export * from './admin/create-invitation';
export * from './admin/delete-user';
export * from './admin/get-admin-users';
export * from './admin/impersonate-user';
export * from './admin/update-user-role';
export * from './auth/google-login';
export * from './auth/google-register';
export * from './auth/login';
export * from './auth/refresh-token';
export * from './auth/register';
export * from './auth/revoke-refresh-token';
export * from './auth/validate-invitation';
export * from './context';
export * from './doors/create-street-door';
export {
  type DoorsSupport,
  doorsSupport,
  subscribeDoorsSupport,
} from './doors/doors-support';
// Its plain read hook stays inside too: screens read useQueuedStreetDoors.
export { getStreetDoors } from './doors/get-street-doors';
export * from './doors/street-doors-with-queue';
export * from './doors/update-door';
export * from './doors/use-door-writes';
export * from './doors/use-doors-support';
export * from './errors';
export * from './events/create-event';
export * from './events/delete-event';
// The plain read hooks of events, favourites and a sector (useEvents, useFavorites, useSector) stay inside:
// screens read through the outbox's views (useQueued…), which add what still waits on the device.
export {
  allEventsKeys,
  eventsKey,
  eventsPath,
  getEvents,
  type MonthBounds,
  monthBounds,
} from './events/get-events';
export * from './events/update-event';
export * from './events/use-event-writes';
export * from './favorites/create-favorite';
export * from './favorites/delete-favorite';
export { getFavorites } from './favorites/get-favorites';
export * from './favorites/update-favorite';
export * from './favorites/use-favorite-writes';
export { holdSideReads } from './first-screen/side-reads';
export * from './geocode/reverse-geocode';
export * from './house-notes/create-house-note';
// Its read hook stays inside too (useQueuedHouseNotes adds the notes still waiting on the device).
export { getHouseNotes } from './house-notes/get-house-notes';
export * from './house-notes/use-house-note-writes';
export * from './http';
export * from './notes/create-zone-note';
export * from './notes/delete-zone-note';
export * from './notes/update-zone-note';
export * from './notes/use-zone-note-writes';
export * from './offline-cache/saved-answers';
export * from './offline-zone';
export * from './outbox/field-writes';
export * from './outbox/OutboxProvider';
export * from './outbox/outbox';
export * from './outbox/queue-store';
export * from './outbox/queued-views';
export * from './profile/get-profile';
export * from './profile/update-profile-picture';
export * from './profile/use-profile';
export * from './read-keys';
export * from './sectors/delete-sector';
export * from './sectors/delete-zone-sectors';
export * from './sectors/generate-sectors';
export { getSector, wholeSector, wholeSectors } from './sectors/get-sector';
export * from './sectors/get-zone-sectors';
export * from './sectors/update-street-count';
export * from './sectors/use-sector-writes';
export * from './session/impersonation';
export * from './session/impersonation-hooks';
export * from './session/logout';
export { REFRESH_GUARD_MS } from './session/refresh';
export * from './session/start-session';
export { hasAccessToken, isImpersonating, sessionAccount } from './session/tokens';
export * from './stats/get-stats';
export * from './storage';
export * from './streets/update-street';
export * from './streets/use-update-street';
export { clearCache, keysStartingWith, type ReadTiming } from './swr';
export * from './swr-config';
export * from './zones/create-zone';
export * from './zones/delete-zone';
export * from './zones/get-user-zones';
export * from './zones/get-zone';
export * from './zones/get-zones';
export * from './zones/split-zone';
export * from './zones/use-queued-zone';
