import { useEffect, useId, useRef } from 'react';
import { formatLongDate, t } from '../../i18n';
import { Cluster } from '../../layout';
import {
  Badge,
  type BadgeTone,
  Button,
  CloseIcon,
  EditIcon,
  IconButton,
  PlusIcon,
  TrashIcon,
} from '../../primitives';
import { PendingBadge } from '../../primitives/PendingBadge';
import { eventTypeLabel } from '../event-types';
import type { CalendarEvent, CalendarEventType } from '../types';
import {
  Empty,
  EventDescription,
  EventItem,
  EventList,
  EventLocation,
  EventTitle,
  Heading,
  Panel,
} from './DayPanel.styles';
import '../../i18n/messages/calendar';

const TYPE_TONES: Record<CalendarEventType, BadgeTone> = {
  prospection: 'green',
  rdv: 'blue',
  navigation: 'purple',
};

export interface DayPanelProps {
  day: Date;
  /** The events of `day`, in the order to list them. */
  events: readonly CalendarEvent[];
  onClose: () => void;
  onAddEvent: () => void;
  onOpenEvent: (event: CalendarEvent) => void;
  /** Asks to delete an event (the screen confirms first); without it the rows offer no 'Supprimer'. */
  onDeleteEvent?: ((event: CalendarEvent) => void) | undefined;
  /**
   * When the panel appears (on by default): scroll it to the top of the screen if it is not already
   * in view, and move focus to the date heading so it is read.
   */
  autoFocus?: boolean;
  id?: string;
  /** Events kept on this device, not yet sent (new ones have negative ids): marked 'Pas encore envoyé'. */
  pendingEventIds?: ReadonlySet<number> | undefined;
}

/** 'Dimanche 22 novembre 2026': the long French date, capitalised as a heading. */
function dayHeading(day: Date): string {
  const text = formatLongDate(day);
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

/** The chosen day: its events with 'Voir / Modifier', or 'Aucun événement pour cette date.', and 'Ajouter un événement'. */
export function DayPanel({
  day,
  events,
  onClose,
  onAddEvent,
  onOpenEvent,
  onDeleteEvent,
  autoFocus = true,
  id,
  pendingEventIds,
}: DayPanelProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dayTime = day.getTime();

  // `dayTime` is a dependency on purpose: choosing another day brings the new panel into view.
  // On a phone the panel sits under the month grid, below the fold: focusing the heading alone
  // scrolls only that line into view (under the bottom navigation), so the panel is scrolled to the top.
  useEffect(() => {
    if (!autoFocus) return;
    const panel = panelRef.current;
    if (panel && !fullyInView(panel)) panel.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [autoFocus, dayTime]);

  return (
    <Panel id={id} ref={panelRef} aria-labelledby={headingId}>
      <Cluster align="start" justify="between" wrap={false}>
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
          {dayHeading(day)}
        </Heading>
        <IconButton label={t('common.close')} icon={<CloseIcon />} onClick={onClose} />
      </Cluster>
      {events.length === 0 ? (
        <Empty>{t('calendar.day.empty')}</Empty>
      ) : (
        <EventList>
          {events.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              pending={pendingEventIds?.has(event.id) ?? false}
              onOpen={onOpenEvent}
              onDelete={onDeleteEvent}
            />
          ))}
        </EventList>
      )}
      <Button variant="primary" fullWidth onClick={onAddEvent}>
        <PlusIcon size={18} />
        {t('calendar.add')}
      </Button>
    </Panel>
  );
}

/** Whether the whole panel shows on screen (the bottom navigation's strip excepted). */
function fullyInView(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  const reserved = Number.parseFloat(getComputedStyle(element).scrollMarginBottom) || 0;
  return top >= 0 && bottom <= window.innerHeight - reserved;
}

interface EventRowProps {
  event: CalendarEvent;
  pending: boolean;
  onOpen: (event: CalendarEvent) => void;
  onDelete: ((event: CalendarEvent) => void) | undefined;
}

function EventRow({ event, pending, onOpen, onDelete }: EventRowProps) {
  const titleId = useId();
  const pendingId = useId();
  const describedBy = pending ? `${titleId} ${pendingId}` : titleId;
  return (
    <EventItem data-type={event.type}>
      <Cluster>
        <EventTitle id={titleId}>{event.title}</EventTitle>
        <Badge tone={TYPE_TONES[event.type]} icon={<span data-marker aria-hidden="true" />}>
          {eventTypeLabel(event.type)}
        </Badge>
        {pending ? <PendingBadge id={pendingId} /> : null}
      </Cluster>
      {event.description ? <EventDescription>{event.description}</EventDescription> : null}
      {event.location ? (
        <EventLocation>{t('calendar.day.location', { location: event.location })}</EventLocation>
      ) : null}
      <Cluster align="stretch">
        <Button variant="secondary" size="small" aria-describedby={describedBy} onClick={() => onOpen(event)}>
          <EditIcon size={16} />
          {t('calendar.day.open')}
        </Button>
        {onDelete ? (
          <Button variant="ghost" size="small" aria-describedby={describedBy} onClick={() => onDelete(event)}>
            <TrashIcon size={16} />
            {t('common.delete')}
          </Button>
        ) : null}
      </Cluster>
    </EventItem>
  );
}
