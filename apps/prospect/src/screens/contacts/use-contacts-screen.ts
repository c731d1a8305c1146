import {
  useCreateEvent,
  useCreateFavorite,
  useOutboxSnapshot,
  useQueuedEvents,
  useQueuedFavorites,
  useQueuedHouseNotes,
} from '@prospect/api-client';
import {
  type CallBackValues,
  CONTACT_FILTERS,
  type ContactFavoriteValues,
  type ContactFilter,
  errorMessage,
} from '@prospect/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { action } from '../../flow/action';
import { loadState } from '../shared/load-state';

/** The filter the address asks for (`?filter=interested`, as the dashboard's figures link), else all. */
export function filterOfAddress(value: string | null): ContactFilter {
  return (CONTACT_FILTERS as readonly string[]).includes(value ?? '') ? (value as ContactFilter) : 'all';
}

/** The year the address scopes the list to (`?year=2026`, as the dashboard's figures link), else none. */
export function yearOfAddress(value: string | null): number | null {
  return value !== null && /^\d{4}$/.test(value) ? Number(value) : null;
}

const NO_IDS: ReadonlySet<number> = new Set();

/**
 * /contacts: the agent's house notes with those still waiting on the device, the events where their
 * call-backs are found, the favourites, and the two follow-up writes (both through the outbox).
 */
export function useContactsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  // A call-back is planned for tomorrow by default: this month's events and the next month's hold it.
  const [months] = useState(() => [
    new Date(now.getFullYear(), now.getMonth(), 1),
    new Date(now.getFullYear(), now.getMonth() + 1, 1),
  ]);
  const notes = useQueuedHouseNotes();
  const thisMonth = useQueuedEvents(months[0] as Date);
  const nextMonth = useQueuedEvents(months[1] as Date);
  const favorites = useQueuedFavorites();
  const { state } = useOutboxSnapshot();
  const createEvent = useCreateEvent();
  const createFavorite = useCreateFavorite();

  const events = useMemo(
    () => [...(thisMonth.data ?? []), ...(nextMonth.data ?? [])],
    [thisMonth.data, nextMonth.data],
  );
  const pendingEventIds = useMemo(
    () =>
      thisMonth.pendingIds.size + nextMonth.pendingIds.size === 0
        ? NO_IDS
        : new Set([...thisMonth.pendingIds, ...nextMonth.pendingIds]),
    [thisMonth.pendingIds, nextMonth.pendingIds],
  );

  return {
    notes: notes.data ?? [],
    pendingNoteIds: notes.pendingIds,
    status: loadState(notes).status,
    errorMessage: notes.error ? errorMessage('contactsLoad', notes.error) : null,
    offline: state === 'offline',
    onRetry: () => void notes.mutate(),
    events,
    pendingEventIds,
    favorites: favorites.data,
    initialFilter: filterOfAddress(searchParams.get('filter')),
    initialYear: yearOfAddress(searchParams.get('year')),
    // Kept in the address, so going back to the list finds it as it was left.
    onFilterChange: (filter: ContactFilter) =>
      setSearchParams(
        (params) => {
          if (filter === 'all') params.delete('filter');
          else params.set('filter', filter);
          return params;
        },
        { replace: true },
      ),
    onYearChange: (year: number | null) =>
      setSearchParams(
        (params) => {
          if (year === null) params.delete('year');
          else params.set('year', String(year));
          return params;
        },
        { replace: true },
      ),
    now,
    onScheduleCallBack: action('eventsCreate', (values: CallBackValues) => createEvent.trigger(values)),
    onAddFavorite: action('favoritesCreate', (values: ContactFavoriteValues) =>
      createFavorite.trigger(values),
    ),
  };
}
