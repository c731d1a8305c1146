import { format, isValid, parseISO, startOfDay } from 'date-fns';
import { useState } from 'react';
import { formatLongDate, t } from '../../i18n';
import { FormModal, Textarea, TextField, TitleTypeFields } from '../../primitives';
import { eventTypeLabel } from '../event-types';
import {
  CALENDAR_EVENT_TYPES,
  type CalendarEvent,
  type CalendarEventType,
  type CalendarEventValues,
} from '../types';
import '../../i18n/messages/calendar';

export interface EventModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen day: a new event is added to it, and the modal names it. */
  day: Date;
  /** The event to edit; without it the modal adds one. */
  event?: CalendarEvent | null;
  /**
   * What a new event starts from, date and time included (a call-back planned from a contact): the
   * modal then shows a 'Date et heure' field, since that moment is only a suggestion. Ignored when
   * editing.
   */
  initialValues?: CalendarEventValues | null | undefined;
  /**
   * Saves the event. The modal closes when the promise resolves; when it rejects, the modal stays open
   * with what was typed and shows the error's message (already in French) in red.
   */
  onSubmit: (values: CalendarEventValues) => Promise<void>;
}

interface Draft {
  title: string;
  type: CalendarEventType;
  description: string;
  location: string;
  /** The date-time field's value (local 'yyyy-MM-ddTHH:mm'), when the modal shows it. */
  when: string;
}

const TYPE_OPTIONS = CALENDAR_EVENT_TYPES.map((type) => ({ value: type, label: eventTypeLabel(type) }));

const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm";

/** A date-time field's value for an ISO instant, in the device's time zone ('' when unreadable). */
function localDateTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, LOCAL_DATE_TIME) : '';
}

function draftOf(
  event: CalendarEvent | null | undefined,
  initialValues: CalendarEventValues | null | undefined,
): Draft {
  const from = event ?? initialValues;
  return {
    title: from?.title ?? '',
    type: from?.type ?? 'prospection',
    description: from?.description ?? '',
    location: from?.location ?? '',
    when: !event && initialValues ? localDateTime(initialValues.date) : '',
  };
}

const isEventType = (value: string): value is CalendarEventType =>
  (CALENDAR_EVENT_TYPES as readonly string[]).includes(value);

/** 'Ajouter un événement' or 'Modifier l'événement': Titre (required), Type, Description, Lieu. */
export function EventModal({ open, onOpenChange, day, event, initialValues, onSubmit }: EventModalProps) {
  const editing = Boolean(event);
  const withDateTime = !editing && Boolean(initialValues);
  const [draft, setDraft] = useState(() => draftOf(event, initialValues));
  const [titleError, setTitleError] = useState<string | undefined>();

  // A new opening starts from the event (or a blank form), not from what the last one left.
  // Compared by id: a refreshed copy of the same event must not wipe what is being typed.
  const eventId = event?.id ?? null;
  const [openedFor, setOpenedFor] = useState({ open, eventId });
  if (openedFor.open !== open || openedFor.eventId !== eventId) {
    setOpenedFor({ open, eventId });
    if (open) {
      setDraft(draftOf(event, initialValues));
      setTitleError(undefined);
    }
  }

  const update = (field: keyof Draft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  // A cleared date-time field keeps the suggested moment rather than saving an event without a date.
  const chosen = withDateTime ? parseISO(draft.when) : null;
  const chosenDate = chosen && isValid(chosen) ? chosen : null;
  const newEventDate = () =>
    chosenDate?.toISOString() ?? initialValues?.date ?? startOfDay(day).toISOString();

  function submit() {
    const title = draft.title.trim();
    if (!title) {
      setTitleError(t('common.field.titleRequired'));
      return false;
    }
    setTitleError(undefined);
    return onSubmit({
      title,
      type: draft.type,
      description: draft.description.trim(),
      location: draft.location.trim(),
      // Editing keeps the event's own date (and time, if it has one); adding uses the chosen day, or
      // the date and time chosen in the field when the modal shows one.
      date: event?.date ?? newEventDate(),
    });
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t(editing ? 'calendar.modal.editTitle' : 'calendar.add')}
      description={t('common.onDate', { date: formatLongDate(chosenDate ?? day) })}
      editing={editing}
      onSubmit={submit}
    >
      <TitleTypeFields
        values={draft}
        titleError={titleError}
        typeOptions={TYPE_OPTIONS}
        isType={isEventType}
        onChange={update}
      />
      {withDateTime ? (
        <TextField
          label={t('calendar.field.dateTime')}
          name="date"
          type="datetime-local"
          value={draft.when}
          onChange={(change) => update('when', change.target.value)}
        />
      ) : null}
      <Textarea
        label={t('calendar.field.description')}
        name="description"
        rows={3}
        value={draft.description}
        onChange={(change) => update('description', change.target.value)}
      />
      <TextField
        label={t('calendar.field.location')}
        name="location"
        value={draft.location}
        onChange={(change) => update('location', change.target.value)}
      />
    </FormModal>
  );
}
