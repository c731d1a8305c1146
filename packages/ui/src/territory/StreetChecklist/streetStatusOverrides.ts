import type { Street, StreetStatus } from '../types';

/** A checkbox the user changed, waiting for the server; `from` is the status the props had then. */
export interface PendingToggle {
  from: StreetStatus;
  to: StreetStatus;
}

/**
 * The status to show: the user's change while it travels, the props' status once they moved on
 * (the app reloaded the sector) or once the change was dropped (it failed).
 */
export function shownStatus(street: Street, pending: ReadonlyMap<number, PendingToggle>): StreetStatus {
  const toggle = pending.get(street.id);
  return toggle && toggle.from === street.status ? toggle.to : street.status;
}

export function nextStatus(status: StreetStatus): StreetStatus {
  return status === 'done' ? 'pending' : 'done';
}
