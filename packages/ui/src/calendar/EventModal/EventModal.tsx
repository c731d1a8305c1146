import { startOfDay } from 'date-fns';
import { useState } from 'react';
import { formatLongDate, t } from '../../i18n';
import { FormModal, Textarea, TextField, TitleTypeFields } from '../../primitives';
import { eventTypeLabel } from '../eventTypes';
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
}

const TYPE_OPTIONS = CALENDAR_EVENT_TYPES.map((type) => ({ value: type, label: eventTypeLabel(type) }));

function draftOf(event: CalendarEvent | null | undefined): Draft {
  return {
    title: event?.title ?? '',
    type: event?.type ?? 'prospection',
    description: event?.description ?? '',
    location: event?.location ?? '',
  };
}

const isEventType = (value: string): value is CalendarEventType =>
  (CALENDAR_EVENT_TYPES as readonly string[]).includes(value);

/** 'Ajouter un événement' or 'Modifier l'événement': Titre (required), Type, Description, Lieu. */
export function EventModal({ open, onOpenChange, day, event, onSubmit }: EventModalProps) {
  const editing = Boolean(event);
  const [draft, setDraft] = useState(() => draftOf(event));
  const [titleError, setTitleError] = useState<string | undefined>();

  // A new opening starts from the event (or a blank form), not from what the last one left.
  // Compared by id: a refreshed copy of the same event must not wipe what is being typed.
  const eventId = event?.id ?? null;
  const [openedFor, setOpenedFor] = useState({ open, eventId });
  if (openedFor.open !== open || openedFor.eventId !== eventId) {
    setOpenedFor({ open, eventId });
    if (open) {
      setDraft(draftOf(event));
      setTitleError(undefined);
    }
  }

  const update = (field: keyof Draft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

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
      // Editing keeps the event's own date (and time, if it has one); adding uses the chosen day.
      date: event?.date ?? startOfDay(day).toISOString(),
    });
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t(editing ? 'calendar.modal.editTitle' : 'calendar.add')}
      description={t('common.onDate', { date: formatLongDate(day) })}
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
