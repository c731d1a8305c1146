import { addMonths, isValid, parseISO, startOfMonth } from 'date-fns';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatMonthYear, t } from '../../i18n';
import { ArrowLeftIcon, ArrowRightIcon, Button } from '../../primitives';
import { ListLoadNotice, type LoadStatus } from '../../primitives/load-status';
import { DayPanel } from '../DayPanel';
import { EventModal } from '../EventModal';
import { MonthGrid } from '../MonthGrid';
import { eventDayKey, toDayKey } from '../month-grid';
import type { CalendarEvent, CalendarEventValues } from '../types';
import { Layout, MonthHeader, MonthTitle, Screen, ScreenTitle } from './CalendarScreen.styles';
import { EventTypeLegend } from './EventTypeLegend';
import { useEventDeletion } from './use-event-deletion';
import '../../i18n/messages/calendar';

export interface CalendarScreenProps {
  /** The current day (outlined in the grid; the first month shown unless `initialMonth` says otherwise). */
  today: Date;
  /** The events of the displayed weeks (see `eventQueryRange`). */
  events: readonly CalendarEvent[];
  status?: LoadStatus;
  /** The load failure in French, shown as 'Erreur: {message}'. */
  errorMessage?: string | null;
  /** Any day of the month to open on. */
  initialMonth?: Date;
  /** A day whose panel is open from the start (deep links, stories). */
  initialSelectedDay?: Date | null;
  /** Called with the first day of the month whenever Précédent or Suivant changes it. */
  onMonthChange?: (monthStart: Date) => void;
  /** Adds an event; resolves once saved, rejects with an Error whose message is the French reason. */
  onCreate: (values: CalendarEventValues) => Promise<void>;
  /** Saves changes to event `id`; same contract as `onCreate`. */
  onUpdate: (id: number, values: CalendarEventValues) => Promise<void>;
  /** Deletes event `id` once confirmed ('Supprimer' in the day panel); same contract as `onCreate`. */
  onDelete?: ((id: number) => Promise<void>) | undefined;
  /** Events kept on this device, not yet sent (new ones have negative ids): marked in the grid and the day panel. */
  pendingEventIds?: ReadonlySet<number> | undefined;
}

type Editor = { event: CalendarEvent | null } | null;

/** The calendar: month grid from Monday, the chosen day's panel and the event modal. */
export function CalendarScreen({
  today,
  events,
  status = 'ready',
  errorMessage,
  initialMonth,
  initialSelectedDay = null,
  onMonthChange,
  onCreate,
  onUpdate,
  onDelete,
  pendingEventIds,
}: CalendarScreenProps) {
  const titleId = useId();
  const panelId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [month, setMonth] = useState(() => startOfMonth(initialMonth ?? initialSelectedDay ?? today));
  const [selectedDay, setSelectedDay] = useState<Date | null>(initialSelectedDay);
  const [editor, setEditor] = useState<Editor>(null);
  const [modalOpen, setModalOpen] = useState(false);
  // The day whose button takes focus back once its panel has gone.
  const [focusDayKey, setFocusDayKey] = useState<string | null>(null);
  const savedRef = useRef(false);

  const selectedKey = selectedDay ? toDayKey(selectedDay) : null;
  const dayEvents = useMemo(
    () => (selectedKey ? events.filter((event) => eventDayKey(event) === selectedKey) : []),
    [events, selectedKey],
  );

  useEffect(() => {
    if (!focusDayKey) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDayKey}"]`)?.focus();
    setFocusDayKey(null);
  }, [focusDayKey]);

  function changeMonth(step: number) {
    const next = addMonths(month, step);
    setMonth(next);
    setSelectedDay(null);
    onMonthChange?.(next);
  }

  const selectDay = useCallback((day: Date) => setSelectedDay(day), []);

  // The deleted event's row is gone: focus goes back to the day's heading rather than to nothing.
  const { askDelete, deleteDialog } = useEventDeletion(onDelete, () => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById(panelId)?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  });

  function closePanel() {
    setFocusDayKey(selectedKey);
    setSelectedDay(null);
  }

  function openEditor(event: CalendarEvent | null) {
    savedRef.current = false;
    setEditor({ event });
    setModalOpen(true);
  }

  function handleModalOpenChange(open: boolean) {
    setModalOpen(open);
    if (open) return;
    // The spec: once the modal closes, the panel stays only if its day has events. A successful save
    // means it has at least that one, even before the refreshed list arrives.
    if (!savedRef.current && dayEvents.length === 0) closePanel();
  }

  async function handleSubmit(values: CalendarEventValues) {
    const event = editor?.event;
    if (event) await onUpdate(event.id, values);
    else await onCreate(values);
    savedRef.current = true;
  }

  return (
    <Screen>
      <ScreenTitle>{t('calendar.title')}</ScreenTitle>
      <MonthHeader>
        <Button variant="secondary" size="small" onClick={() => changeMonth(-1)}>
          <ArrowLeftIcon size={16} />
          {t('calendar.previousMonth')}
        </Button>
        <MonthTitle id={titleId} aria-live="polite">
          {formatMonthYear(month)}
        </MonthTitle>
        <Button variant="secondary" size="small" onClick={() => changeMonth(1)}>
          {t('calendar.nextMonth')}
          <ArrowRightIcon size={16} />
        </Button>
      </MonthHeader>
      <ListLoadNotice status={status} errorMessage={errorMessage} />
      <Layout data-panel-open={selectedDay ? true : undefined}>
        <div ref={gridRef}>
          <MonthGrid
            month={month}
            today={today}
            events={events}
            selectedDayKey={selectedKey}
            onSelectDay={selectDay}
            labelledBy={titleId}
            pendingEventIds={pendingEventIds}
          />
          <EventTypeLegend />
        </div>
        {selectedDay ? (
          <DayPanel
            id={panelId}
            day={selectedDay}
            events={dayEvents}
            pendingEventIds={pendingEventIds}
            onClose={closePanel}
            onAddEvent={() => openEditor(null)}
            onOpenEvent={openEditor}
            onDeleteEvent={askDelete}
          />
        ) : null}
      </Layout>
      {selectedDay ? (
        <EventModal
          open={modalOpen}
          onOpenChange={handleModalOpenChange}
          day={eventDay(editor?.event, selectedDay)}
          event={editor?.event ?? null}
          onSubmit={handleSubmit}
        />
      ) : null}
      {deleteDialog}
    </Screen>
  );
}

/** The day an edited event stands on, else the chosen day. */
function eventDay(event: CalendarEvent | null | undefined, selectedDay: Date): Date {
  if (!event) return selectedDay;
  const date = parseISO(event.date);
  return isValid(date) ? date : selectedDay;
}
