// The outbox's face: the status strip on every screen and the panel listing the device's changes.
export { describeSyncChange } from './describe-change';
export * from './SyncPanel';
export * from './SyncStatus';
export type { SyncChange, SyncChangeKind, SyncChangeSubject, SyncState } from './types';
export * from './UnsentChangesDialog';
