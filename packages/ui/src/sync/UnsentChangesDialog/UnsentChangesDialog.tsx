import { t } from '../../i18n';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import '../../i18n/messages/sync';

/** What the user is about to leave: their session, or the account they act as ('Revenir à mon compte'). */
export type UnsentChangesLeaving = 'signOut' | 'backToOwnAccount';

export interface UnsentChangesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Changes kept on the device and not sent yet (at least 1 when open). */
  waiting: number;
  /** Leaves anyway: the changes stay on the device for the next sign-in of the account they belong to. */
  onConfirm: () => void | Promise<void>;
  /** Signing out by default. */
  leaving?: UnsentChangesLeaving;
  /** Why leaving failed (the dialog stays open when `onConfirm` rejects). */
  error?: string | null;
}

function texts(leaving: UnsentChangesLeaving, waiting: number) {
  if (leaving === 'backToOwnAccount') {
    return {
      message:
        waiting === 1
          ? t('sync.backToOwnAccount.message.one')
          : t('sync.backToOwnAccount.message.other', { count: waiting }),
      confirm: t('sync.backToOwnAccount.confirm'),
    };
  }
  return {
    message:
      waiting === 1 ? t('sync.logout.message.one') : t('sync.logout.message.other', { count: waiting }),
    confirm: t('sync.logout.confirm'),
  };
}

/**
 * Asked before leaving an account while changes wait on the device: they are not lost, but they leave
 * only when that account is signed in here again, which the user should know before handing the phone
 * over, or before going back to their own account after acting as someone else.
 */
export function UnsentChangesDialog({
  open,
  onOpenChange,
  waiting,
  onConfirm,
  leaving = 'signOut',
  error,
}: UnsentChangesDialogProps) {
  const { message, confirm } = texts(leaving, waiting);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sync.logout.title')}
      message={message}
      confirmLabel={confirm}
      tone="primary"
      onConfirm={onConfirm}
      error={error}
    />
  );
}
