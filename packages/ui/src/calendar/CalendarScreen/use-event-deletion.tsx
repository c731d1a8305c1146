import { type ReactNode, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { ConfirmDialog, useConfirmedAction } from '../../primitives';
import type { CalendarEvent } from '../types';
import '../../i18n/messages/calendar';

/**
 * 'Supprimer' on an event of the day panel: asks first, then deletes. A refused delete keeps the
 * confirmation open with the reason. Once a deletion is done and the confirmation has closed,
 * `onDeleted` runs (to put focus back in the panel: the row and its button may be gone).
 */
export function useEventDeletion(
  onDelete: ((id: number) => Promise<void>) | undefined,
  onDeleted: () => void,
): { askDelete: ((event: CalendarEvent) => void) | undefined; deleteDialog: ReactNode } {
  const [deleted, setDeleted] = useState(false);
  const deletion = useConfirmedAction(async (event: CalendarEvent) => {
    await onDelete?.(event.id);
    setDeleted(true);
  }, t('errors.list.deleteFailed'));

  const onDeletedRef = useRef(onDeleted);
  onDeletedRef.current = onDeleted;

  // Runs after the dialog's own focus return, which it queues as a task when it unmounts.
  useEffect(() => {
    if (!deleted || deletion.target) return;
    const timer = window.setTimeout(() => onDeletedRef.current(), 0);
    return () => window.clearTimeout(timer);
  }, [deleted, deletion.target]);

  const deleteDialog = onDelete ? (
    <ConfirmDialog
      {...deletion.dialogProps}
      title={t('calendar.delete.title')}
      message={t('calendar.delete.message', { title: deletion.target?.title ?? '' })}
    />
  ) : null;

  const askDelete = onDelete
    ? (event: CalendarEvent) => {
        setDeleted(false);
        deletion.ask(event);
      }
    : undefined;

  return { askDelete, deleteDialog };
}
