import type { Sector } from '@prospect/api-client';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What one screen hands the next through the router's location state (kept in the browser's history,
 * so read tolerantly: an entry may come from an older version of the app).
 */
export interface NavigationState {
  /** Back on the dashboard, the zone to reopen (spec §2). */
  selectedZoneId?: number;
  /** The zone of the alternate /ZoneDetail entry, and of choose mode's sectors. */
  zoneId?: number;
  /** Choose mode: the sectors the generation answered, listed without fetching them again. */
  sectors?: Sector[];
  /** Sent to /auth by the guard: the page asked for. */
  from?: string;
}

const positiveInteger = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** The known fields of a location state, each dropped when it has the wrong shape. */
export function readNavigationState(state: unknown): NavigationState {
  if (state === null || typeof state !== 'object') return {};
  const { selectedZoneId, zoneId, sectors, from } = state as Record<string, unknown>;
  const read: NavigationState = {};
  const selected = positiveInteger(selectedZoneId);
  if (selected !== undefined) read.selectedZoneId = selected;
  const zone = positiveInteger(zoneId);
  if (zone !== undefined) read.zoneId = zone;
  // Written by this app only (choose mode), whole sectors as the api-client read them.
  if (Array.isArray(sectors)) read.sectors = sectors as Sector[];
  if (typeof from === 'string') read.from = from;
  return read;
}

/** The current location's state, typed. */
export function useNavigationState(): NavigationState {
  return readNavigationState(useLocation().state);
}

/** Navigates with a typed state (null: none). */
export function useNavigateWithState() {
  const navigate = useNavigate();
  return useCallback(
    (to: string, state: NavigationState | null, options: { replace?: boolean } = {}) =>
      void navigate(to, { ...options, state }),
    [navigate],
  );
}
