import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { t } from '../../i18n';
import { Button } from '../Button';
import { ErrorMessage } from '../ErrorMessage';
import { useReturnFocus } from '../Modal/use-return-focus';
import { OverlayStyleSheet } from '../OverlayStyleSheet';
import { Actions, Content, Message, Overlay, Title } from './ConfirmDialog.styles';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Defaults to 'Confirmer la suppression'. */
  title?: string;
  /** Defaults to 'Êtes-vous sûr de vouloir supprimer cet élément ?'. */
  message?: string;
  /** Defaults to 'Supprimer'. */
  confirmLabel?: string;
  /** Defaults to 'Annuler'. */
  cancelLabel?: string;
  /**
   * Runs on confirm. The dialog closes once it returns, or once its promise resolves; while the
   * promise runs the dialog is busy, and if it rejects the dialog stays open (show why with `error`).
   */
  onConfirm: () => void | Promise<void>;
  /** Forces the busy state (confirm disabled and announced busy, cancel and Escape inert). */
  busy?: boolean;
  tone?: 'danger' | 'primary';
  /** A failure to show inside the dialog, e.g. after a rejected `onConfirm`. */
  error?: string | null | undefined;
}

/** Asks before an irreversible action. Focus starts on the cancel button, the safe choice. */
export function ConfirmDialogBox({
  open,
  onOpenChange,
  title = t('primitives.confirmDelete.title'),
  message = t('primitives.confirmDelete.message'),
  confirmLabel = t('common.delete'),
  cancelLabel = t('common.cancel'),
  onConfirm,
  busy = false,
  tone = 'danger',
  error,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const isBusy = busy || pending;
  const returnFocus = useReturnFocus();

  async function handleConfirm() {
    if (isBusy) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // Stay open: the caller owns the failure and shows it through `error` or a toast.
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (isBusy ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <OverlayStyleSheet>
          <Overlay />
          <Content {...returnFocus} aria-busy={isBusy || undefined}>
            <Title>{title}</Title>
            <Message>{message}</Message>
            {error ? <ErrorMessage>{error}</ErrorMessage> : null}
            <Actions>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={isBusy}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              <Button variant={tone} busy={isBusy} onClick={handleConfirm}>
                {confirmLabel}
              </Button>
            </Actions>
          </Content>
        </OverlayStyleSheet>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
