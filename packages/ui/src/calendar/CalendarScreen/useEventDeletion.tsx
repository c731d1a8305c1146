import { type ReactNode, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { ConfirmDialog } from '../../primitives';
import type { CalendarEvent } from '../types';

/**
 * 'Supprimer' on an event of the day panel: asks first, then deletes. A refused delete keeps the
 * confirmation open with the reason. Once a deletion is done and the confirmation has closed,
 * `onDeleted` runs (to put focus back in the panel: the row and its button may be gone).
 */
export function useEventDeletion(
  onDelete: ((id: number) => Promise<void>) | undefined,
  onDeleted: () => void,
): { askDelete: ((event: CalendarEvent) => void) | undefined; deleteDialog: ReactNode } {
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const onDeletedRef = useRef(onDeleted);
  onDeletedRef.current = onDeleted;

  // Runs after the dialog's own focus return, which it queues as a task when it unmounts.
  useEffect(() => {
    if (!deleted || deleting) return;
    const timer = window.setTimeout(() => onDeletedRef.current(), 0);
    return () => window.clearTimeout(timer);
  }, [deleted, deleting]);

  async function confirmDelete() {
    if (!deleting || !onDelete) return;
    setDeleteError(null);
    try {
      await onDelete(deleting.id);
    } catch (error) {
      setDeleteError(error instanceof Error && error.message ? error.message : t('calendar.error.delete'));
      throw error; // keeps the confirmation open
    }
    setDeleted(true);
  }

  const deleteDialog = onDelete ? (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => {
        if (!open) setDeleting(null);
      }}
      title={t('calendar.delete.title')}
      message={t('calendar.delete.message', { title: deleting?.title ?? '' })}
      onConfirm={confirmDelete}
      error={deleteError}
    />
  ) : null;

  const askDelete = onDelete
    ? (event: CalendarEvent) => {
        setDeleted(false);
        setDeleteError(null);
        setDeleting(event);
      }
    : undefined;

  return { askDelete, deleteDialog };
}
