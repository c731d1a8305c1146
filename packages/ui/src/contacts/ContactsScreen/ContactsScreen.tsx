import {
  type ComponentType,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { rejectionMessage } from '../../errors/rejection-message';
import { formatCount, t } from '../../i18n';
import { Cluster, PageColumn, Stack } from '../../layout';
import {
  Button,
  EmptyState,
  ErrorMessage,
  LoadingText,
  SegmentedControl,
  TextField,
  useToast,
} from '../../primitives';
import type { LoadStatus } from '../../primitives/load-status';
import { ContactCard } from '../ContactCard';
import {
  callBackDraft,
  callBackFinder,
  favoriteDraft,
  favoriteFinder,
  tomorrowMorning,
} from '../contact-details';
import { type ContactEntry, contactEntries, filterContacts, warmSearchTexts } from '../contact-list';
import type {
  CalendarEvent,
  CallBackModalProps,
  CallBackValues,
  ContactFavoriteValues,
  ContactFilter,
  Favorite,
  HouseNote,
} from '../types';
import { Count, List, Title, YearLabel } from './ContactsScreen.styles';
import { useGrowingList } from './use-growing-list';
import '../../i18n/messages/contacts';
import '../../i18n/messages/sync';

/** Contacts shown at first and added by each 'Afficher … de plus': a long list stays light to render. */
export const CONTACTS_PAGE_SIZE = 20;
/**
 * Cards added per frame: a phone's screenful, so the first one paints at once and no commit builds
 * more than about five cards (bench/contacts.ts).
 */
const CARDS_PER_FRAME = 2;
/** Time given to folding search texts per task: well under a long task even on a slow phone. */
const SEARCH_SLICE_MS = 6;

/** Tous, Intéressés, Réfléchissent: read at render, once the contacts texts have loaded. */
const filterOptions = (): { value: ContactFilter; label: string }[] => [
  { value: 'all', label: t('contacts.filter.all') },
  { value: 'interested', label: t('contacts.filter.interested') },
  { value: 'thinking', label: t('contacts.filter.thinking') },
];

const NO_EVENTS: readonly CalendarEvent[] = [];
const NO_ENTRIES: readonly ContactEntry[] = [];
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
  /** Only the contacts logged this year at first (the dashboard's figures count one year). */
  initialYear?: number | null | undefined;
  /** The year scope was left for all years (the app keeps it in the address). */
  onYearChange?: ((year: number | null) => void) | undefined;
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
  initialYear = null,
  onYearChange,
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
  // A tap or a key shows at once; the list follows in an interruptible render, so thousands of
  // contacts never hold the page for long (bench/contacts.ts).
  const [year, setYear] = useState<number | null>(initialYear);
  const shownFilter = useDeferredValue(filter);
  const shownYear = useDeferredValue(year);
  const shownQuery = useDeferredValue(query);
  const [shown, setShown] = useState({ for: '', count: pageSize });
  const [scheduling, setScheduling] = useState<HouseNote | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [savingFavorites, setSavingFavorites] = useState<ReadonlySet<string>>(new Set());

  const entries = useMemo(() => contactEntries(notes), [notes]);
  const matching = useMemo(
    () => filterContacts(entries, shownFilter, shownQuery, shownYear),
    [entries, shownFilter, shownQuery, shownYear],
  );

  // The texts are folded for the search in short slices after the list shows, before anyone types.
  useEffect(() => {
    let from = 0;
    let timer: ReturnType<typeof setTimeout>;
    const slice = () => {
      from = warmSearchTexts(entries, from, SEARCH_SLICE_MS);
      if (from < entries.length) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [entries]);

  // A new filter or search starts again from the first page.
  const listFor = `${shownFilter}\n${shownQuery}\n${shownYear}`;
  const visibleCount = shown.for === listFor ? shown.count : pageSize;
  const visible = useMemo(() => matching.slice(0, visibleCount), [matching, visibleCount]);
  const remaining = matching.length - visible.length;
  // The cards come a moment after the rest of the screen, then a few per frame: a first screen of
  // thousands of contacts paints its search at once, and no commit builds a whole page of cards.
  const deferredVisible = useDeferredValue(visible, NO_ENTRIES);
  const { shown: cards, growing } = useGrowingList(deferredVisible, CARDS_PER_FRAME);
  // Matching call-backs and favourites is only needed once cards show: not in the first pass, which
  // the deferred cards leave out, so the costs land in different tasks.
  const showsCards = cards.length > 0;
  const callBackOf = useMemo(
    () => (showsCards ? callBackFinder(events, now) : () => null),
    [showsCards, events, now],
  );
  const isFavorite = useMemo(
    () => (showsCards ? favoriteFinder(favorites) : () => false),
    [showsCards, favorites],
  );

  function chooseFilter(next: ContactFilter) {
    setFilter(next);
    onFilterChange?.(next);
  }

  function showEveryYear() {
    setYear(null);
    onYearChange?.(null);
  }

  // The cards are memoised: what they are handed keeps its identity across the screen's renders.
  const planCallBack = useCallback((note: HouseNote) => {
    setScheduling(note);
    setModalOpen(true);
  }, []);

  async function saveCallBack(values: CallBackValues) {
    await onScheduleCallBack(values);
    toast.success(t('contacts.callBack.saved'));
  }

  const latest = useRef({ onAddFavorite, toast, entries });
  useLayoutEffect(() => {
    latest.current = { onAddFavorite, toast, entries };
  });
  const addFavorite = useCallback((note: HouseNote) => {
    const { onAddFavorite, toast, entries } = latest.current;
    const key = entries.find((entry) => entry.note === note)?.key ?? '';
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
  }, []);

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
            <SegmentedControl
              label={t('contacts.filter.label')}
              widths="equal"
              options={filterOptions()}
              value={filter}
              onChange={chooseFilter}
            />
            {year !== null ? (
              <Cluster justify="between">
                <YearLabel>{t('contacts.year.only', { year: String(year) })}</YearLabel>
                <Button variant="secondary" size="small" onClick={showEveryYear}>
                  {t('contacts.year.all')}
                </Button>
              </Cluster>
            ) : null}
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
                    if (year !== null) showEveryYear();
                  }}
                >
                  {t('contacts.noMatch.reset')}
                </Button>
              }
            />
          ) : (
            <List aria-label={t('contacts.list')} aria-busy={growing || undefined}>
              {cards.map(({ key, note }) => {
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
                      onAddFavorite={addFavorite}
                    />
                  </li>
                );
              })}
            </List>
          )}
          {remaining > 0 ? (
            <Button
              variant="secondary"
              onClick={() =>
                startTransition(() => setShown({ for: listFor, count: visibleCount + pageSize }))
              }
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
