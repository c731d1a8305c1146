import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatShortDate, t } from '../../i18n';
import { Cluster } from '../../layout';
import { Button } from '../../primitives/Button';
import { PendingBadge } from '../../primitives/PendingBadge';
import { Textarea } from '../../primitives/Textarea';
import { useToast } from '../../primitives/Toast';
import type { MapNote } from '../types';
import { Byline, NoteText, Panel, Title } from './NotePopup.styles';
import '../../i18n/messages/map';

/** confirmDelete: the note is shown with 'Supprimer cette note ?' and the two answers. */
export type NotePopupMode = 'new' | 'view' | 'edit' | 'confirmDelete';

export interface NotePopupProps {
  /** The note shown; null opens the popup on a new note (spec §4: new, view, edit). */
  note: MapNote | null;
  /** Saves a new note with its trimmed content; the popup closes once it resolves. */
  onSave?: ((content: string) => Promise<void>) | undefined;
  /** Without it the note cannot be edited. The popup goes back to the note once it resolves. */
  onUpdate?: ((content: string) => Promise<void>) | undefined;
  /** Without it the note cannot be deleted. The popup closes once it resolves. */
  onDelete?: (() => Promise<void>) | undefined;
  onClose: () => void;
  /** 'edit' opens an existing note straight in edit mode; 'confirmDelete' on its delete question. */
  initialMode?: 'view' | 'edit' | 'confirmDelete';
  /** The note is kept on this device, not yet sent: its view says 'Pas encore envoyé'. */
  pending?: boolean | undefined;
}

type Busy = 'saving' | 'updating' | 'deleting' | null;

/**
 * The content of a note popup. Plain React inside react-leaflet's <Popup>: the note is rendered as
 * text, never as HTML. Blank content (after trimming) is not saved; failures raise the catalogue's
 * error toasts and keep what was typed.
 */
export function NotePopup({
  note,
  onSave,
  onUpdate,
  onDelete,
  onClose,
  initialMode = 'view',
  pending = false,
}: NotePopupProps) {
  const toast = useToast();
  const titleId = useId();
  const pendingId = useId();
  const [mode, setMode] = useState<NotePopupMode>(note ? initialMode : 'new');
  const [draft, setDraft] = useState(note && initialMode === 'edit' ? note.content : '');
  const [busy, setBusy] = useState<Busy>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);

  // Focus follows the popup, so a note opened from the keyboard can be read and acted on at once.
  useEffect(() => {
    const target = mode === 'view' || mode === 'confirmDelete' ? viewRef.current : inputRef.current;
    target?.focus({ preventScroll: true });
  }, [mode]);

  async function run(
    kind: Exclude<Busy, null>,
    action: () => Promise<void>,
    errorText: string,
    done: () => void,
  ) {
    setBusy(kind);
    try {
      await action();
      done();
    } catch {
      toast.error(errorText);
    } finally {
      setBusy(null);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const content = draft.trim();
    if (!content) return;
    if (mode === 'new' && onSave)
      void run('saving', () => onSave(content), t('errors.notes.saveFailed'), onClose);
    if (mode === 'edit' && onUpdate) {
      void run(
        'updating',
        () => onUpdate(content),
        t('errors.notes.updateFailed'),
        () => setMode('view'),
      );
    }
  }

  function handleDelete() {
    if (busy || !onDelete) return;
    // A refusal goes back to the note, so 'Supprimer' can be tried again.
    void run('deleting', onDelete, t('errors.notes.deleteFailed'), onClose).then(() => setMode('view'));
  }

  // A deleted note cannot be brought back: one tap never deletes, the popup asks first.
  if (mode === 'confirmDelete' && note) {
    return (
      <Panel
        as="div"
        ref={viewRef}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={pendingId}
        tabIndex={-1}
      >
        <Title id={titleId}>{t('map.note.deleteTitle')}</Title>
        <NoteText id={pendingId}>{note.content}</NoteText>
        <Cluster gap="xs" align="stretch" justify="end">
          <Button size="small" variant="ghost" disabled={busy !== null} onClick={() => setMode('view')}>
            {t('common.cancel')}
          </Button>
          <Button
            size="small"
            variant="danger"
            busy={busy === 'deleting'}
            busyLabel={t('map.note.deleting')}
            onClick={handleDelete}
          >
            {t('common.delete')}
          </Button>
        </Cluster>
      </Panel>
    );
  }

  if (mode === 'view' && note) {
    return (
      <Panel
        as="div"
        ref={viewRef}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={pending ? pendingId : undefined}
        tabIndex={-1}
      >
        <NoteText id={titleId}>{note.content}</NoteText>
        <NoteByline user={note.user} createdAt={note.created_at} />
        {pending ? (
          <div>
            <PendingBadge id={pendingId} />
          </div>
        ) : null}
        <Cluster gap="xs" align="stretch" justify="end">
          {onUpdate ? (
            <Button
              size="small"
              variant="secondary"
              disabled={busy !== null}
              onClick={() => {
                setDraft(note.content);
                setMode('edit');
              }}
            >
              {t('common.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="small"
              variant="danger"
              disabled={busy !== null}
              onClick={() => setMode('confirmDelete')}
            >
              {t('common.delete')}
            </Button>
          ) : null}
          <Button size="small" variant="ghost" disabled={busy !== null} onClick={onClose}>
            {t('common.close')}
          </Button>
        </Cluster>
      </Panel>
    );
  }

  const isNew = mode === 'new';
  return (
    <Panel onSubmit={handleSubmit} aria-labelledby={titleId} noValidate>
      <Title id={titleId}>{isNew ? t('map.note.newTitle') : t('map.note.editTitle')}</Title>
      <Textarea
        ref={inputRef}
        label={t('map.note.content')}
        value={draft}
        required
        rows={3}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Cluster gap="xs" align="stretch" justify="end">
        <Button
          size="small"
          variant="ghost"
          disabled={busy !== null}
          onClick={() => (isNew ? onClose() : setMode('view'))}
        >
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          size="small"
          busy={busy !== null}
          busyLabel={isNew ? t('common.saving') : t('common.updating')}
        >
          {isNew ? t('common.save') : t('common.update')}
        </Button>
      </Cluster>
    </Panel>
  );
}

/** 'Par {user}, le {date}'; a server may leave out the author or the date, and the line says what it knows. */
function NoteByline({ user, createdAt }: { user: string; createdAt: string }) {
  const created = createdAt ? new Date(createdAt) : null;
  const date = created && !Number.isNaN(created.getTime()) ? formatShortDate(created) : null;
  if (user && date) return <Byline>{t('map.note.byline', { user, date })}</Byline>;
  if (user) return <Byline>{t('map.note.bylineAuthor', { user })}</Byline>;
  if (date) return <Byline>{t('common.onDate', { date })}</Byline>;
  return null;
}
