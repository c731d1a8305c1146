import { type ComponentType, useDeferredValue, useMemo, useState } from 'react';
import { rejectionMessage } from '../../errors/rejectionMessage';
import { formatCount, t } from '../../i18n';
import { PageColumn, Stack } from '../../layout';
import { Button, EmptyState, ErrorMessage, LoadingText, TextField, useToast } from '../../primitives';
import type { LoadStatus } from '../../primitives/load-status';
import { ContactCard } from '../ContactCard';
import {
  callBackDraft,
  callBackFinder,
  favoriteDraft,
  favoriteFinder,
  tomorrowMorning,
} from '../contactDetails';
import { contactEntries, filterContacts } from '../contactList';
import type {
  CalendarEvent,
  CallBackModalProps,
  CallBackValues,
  ContactFavoriteValues,
  ContactFilter,
  Favorite,
  HouseNote,
} from '../types';
import { ContactFilterControl } from './ContactFilterControl';
import { Count, List, Title } from './ContactsScreen.styles';
import '../../i18n/messages/contacts';
import '../../i18n/messages/sync';

/** Contacts shown at first and added by each 'Afficher … de plus': a long list stays light to render. */
export const CONTACTS_PAGE_SIZE = 20;

const NO_EVENTS: readonly CalendarEvent[] = [];
const NO_FAVORITES: readonly Favorite[] = [];

export interface ContactsScreenProps {
  /** The agent's house notes (GET /api/house-notes/), with those still waiting on the device. */
  notes: readonly HouseNote[];
  /** Ids of the notes not yet sent (a waiting note carries its outbox key). */
  pendingNoteIds?: ReadonlySet<HouseNote['id']> | undefined;
  status?: LoadStatus;
  /** The load failure in French, shown as 'Erreur: {message}'. */
  errorMessage?: string | null | undefined;
  /** No network: a list never read shows 'Hors ligne' instead of an error. */
  offline?: boolean | undefined;
  onRetry: () => void;
  /** The events known (this month and the next), where each contact's call-back is found. */
  events?: readonly CalendarEvent[] | undefined;
  pendingEventIds?: ReadonlySet<number> | undefined;
  /** The favourites, so a contact already kept is not offered again. */
  favorites?: readonly Favorite[] | undefined;
  /** The filter at first (the dashboard's figures link to a filtered list). */
  initialFilter?: ContactFilter | undefined;
  /** The filter changed (the app keeps it in the address). */
  onFilterChange?: ((filter: ContactFilter) => void) | undefined;
  /** The moment a call-back counts from ('tomorrow'); now by default. */
  now?: Date | undefined;
  /** The calendar's event modal: it plans the call-back, prefilled. */
  CallBackModal: ComponentType<CallBackModalProps>;
  /** Saves a call-back (the calendar's event call); rejects with an Error whose message is in French. */
  onScheduleCallBack: (values: CallBackValues) => Promise<void>;
  /** Saves a contact as a favourite; same contract. */
  onAddFavorite: (values: ContactFavoriteValues) => Promise<void>;
  pageSize?: number | undefined;
}

/** « Mes contacts »: the contacts met at the door, filtered and searched, and their follow-up. */
export function ContactsScreen({
  notes,
  pendingNoteIds,
  status = 'ready',
  errorMessage,
  offline = false,
  onRetry,
  events = NO_EVENTS,
  pendingEventIds,
  favorites = NO_FAVORITES,
  initialFilter = 'all',
  onFilterChange,
  now: givenNow,
  CallBackModal,
  onScheduleCallBack,
  onAddFavorite,
  pageSize = CONTACTS_PAGE_SIZE,
}: ContactsScreenProps) {
  const toast = useToast();
  const [ownNow] = useState(() => new Date());
  const now = givenNow ?? ownNow;
  const [filter, setFilter] = useState<ContactFilter>(initialFilter);
  const [query, setQuery] = useState('');
  // Typing stays instant with hundreds of contacts: the list follows a moment later.
  const shownQuery = useDeferredValue(query);
  const [shown, setShown] = useState({ for: '', count: pageSize });
  const [scheduling, setScheduling] = useState<HouseNote | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [savingFavorites, setSavingFavorites] = useState<ReadonlySet<string>>(new Set());

  const entries = useMemo(() => contactEntries(notes), [notes]);
  const matching = useMemo(() => filterContacts(entries, filter, shownQuery), [entries, filter, shownQuery]);
  const callBackOf = useMemo(() => callBackFinder(events, now), [events, now]);
  const isFavorite = useMemo(() => favoriteFinder(favorites), [favorites]);

  // A new filter or search starts again from the first page.
  const listFor = `${filter}\n${shownQuery}`;
  const visibleCount = shown.for === listFor ? shown.count : pageSize;
  const visible = matching.slice(0, visibleCount);
  const remaining = matching.length - visible.length;

  function chooseFilter(next: ContactFilter) {
    setFilter(next);
    onFilterChange?.(next);
  }

  function planCallBack(note: HouseNote) {
    setScheduling(note);
    setModalOpen(true);
  }

  async function saveCallBack(values: CallBackValues) {
    await onScheduleCallBack(values);
    toast.success(t('contacts.callBack.saved'));
  }

  function addFavorite(key: string, note: HouseNote) {
    setSavingFavorites((keys) => new Set(keys).add(key));
    onAddFavorite(favoriteDraft(note))
      .then(
        () => toast.success(t('contacts.favorite.saved')),
        (error: unknown) => toast.error(rejectionMessage(error, t('errors.list.createFailed'))),
      )
      .finally(() =>
        setSavingFavorites((keys) => {
          const next = new Set(keys);
          next.delete(key);
          return next;
        }),
      );
  }

  return (
    <PageColumn gap="lg">
      <Title>{t('contacts.title')}</Title>
      {status === 'loading' ? <LoadingText /> : null}
      {status === 'error' && offline ? (
        <EmptyState
          title={t('sync.status.offline')}
          description={t('contacts.offline.description')}
          action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
        />
      ) : null}
      {status === 'error' && !offline ? (
        <Stack gap="md" align="start">
          <ErrorMessage>
            {t('errors.withMessage', { message: errorMessage || t('errors.list.loadFailed') })}
          </ErrorMessage>
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        </Stack>
      ) : null}
      {status === 'ready' && entries.length === 0 ? (
        <EmptyState title={t('contacts.empty.title')} description={t('contacts.empty.description')} />
      ) : null}
      {status === 'ready' && entries.length > 0 ? (
        <>
          <Stack gap="md">
            <TextField
              label={t('contacts.search')}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <ContactFilterControl value={filter} onChange={chooseFilter} />
          </Stack>
          <Count role="status">
            {matching.length === 1
              ? t('contacts.count.one')
              : t('contacts.count.other', { count: formatCount(matching.length) })}
          </Count>
          {matching.length === 0 ? (
            <EmptyState
              title={t('contacts.noMatch.title')}
              description={t('contacts.noMatch.description')}
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setQuery('');
                    chooseFilter('all');
                  }}
                >
                  {t('contacts.noMatch.reset')}
                </Button>
              }
            />
          ) : (
            <List aria-label={t('contacts.list')}>
              {visible.map(({ key, note }) => {
                const callBack = callBackOf(note);
                return (
                  <li key={key}>
                    <ContactCard
                      note={note}
                      pending={note.id != null && (pendingNoteIds?.has(note.id) ?? false)}
                      callBack={callBack}
                      callBackPending={callBack ? (pendingEventIds?.has(callBack.id) ?? false) : false}
                      favorite={isFavorite(note)}
                      savingFavorite={savingFavorites.has(key)}
                      onScheduleCallBack={planCallBack}
                      onAddFavorite={(chosen) => addFavorite(key, chosen)}
                    />
                  </li>
                );
              })}
            </List>
          )}
          {remaining > 0 ? (
            <Button
              variant="secondary"
              onClick={() => setShown({ for: listFor, count: visibleCount + pageSize })}
            >
              {t('contacts.more', { count: formatCount(Math.min(pageSize, remaining)) })}
            </Button>
          ) : null}
        </>
      ) : null}
      {scheduling ? (
        <CallBackModal
          open={modalOpen}
          onOpenChange={setModalOpen}
          day={tomorrowMorning(now)}
          initialValues={callBackDraft(scheduling, now)}
          onSubmit={saveCallBack}
        />
      ) : null}
    </PageColumn>
  );
}
