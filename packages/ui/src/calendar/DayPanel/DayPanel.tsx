import { useEffect, useId, useRef } from 'react';
import { formatLongDate, t } from '../../i18n';
import { Badge, type BadgeTone, Button, CloseIcon, IconButton, PlusIcon } from '../../primitives';
import { PendingBadge } from '../../primitives/PendingBadge';
import { eventTypeLabel } from '../eventTypes';
import type { CalendarEvent, CalendarEventType } from '../types';
import {
  Empty,
  EventDescription,
  EventHeader,
  EventItem,
  EventList,
  EventLocation,
  EventTitle,
  Header,
  Heading,
  Panel,
} from './DayPanel.styles';

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
  /** Move focus to the date heading when the panel appears (on by default), so it is read and in view. */
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
  autoFocus = true,
  id,
  pendingEventIds,
}: DayPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dayTime = day.getTime();

  // `dayTime` is a dependency on purpose: choosing another day focuses the new heading.
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, [autoFocus, dayTime]);

  return (
    <Panel id={id} aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
          {dayHeading(day)}
        </Heading>
        <IconButton label={t('calendar.day.close')} icon={<CloseIcon />} onClick={onClose} />
      </Header>
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
            />
          ))}
        </EventList>
      )}
      <Button variant="primary" fullWidth onClick={onAddEvent}>
        <PlusIcon size={18} />
        {t('calendar.day.add')}
      </Button>
    </Panel>
  );
}

interface EventRowProps {
  event: CalendarEvent;
  pending: boolean;
  onOpen: (event: CalendarEvent) => void;
}

function EventRow({ event, pending, onOpen }: EventRowProps) {
  const titleId = useId();
  const pendingId = useId();
  return (
    <EventItem data-type={event.type}>
      <EventHeader>
        <EventTitle id={titleId}>{event.title}</EventTitle>
        <Badge tone={TYPE_TONES[event.type]} icon={<span data-marker aria-hidden="true" />}>
          {eventTypeLabel(event.type)}
        </Badge>
        {pending ? <PendingBadge id={pendingId} /> : null}
      </EventHeader>
      {event.description ? <EventDescription>{event.description}</EventDescription> : null}
      {event.location ? (
        <EventLocation>{t('calendar.day.location', { location: event.location })}</EventLocation>
      ) : null}
      <Button
        variant="secondary"
        size="small"
        aria-describedby={pending ? `${titleId} ${pendingId}` : titleId}
        onClick={() => onOpen(event)}
      >
        {t('calendar.day.open')}
      </Button>
    </EventItem>
  );
}
