import { t } from '../../i18n';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import '../../i18n/messages/sync';

export interface UnsentChangesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Changes kept on the device and not sent yet (at least 1 when open). */
  waiting: number;
  /** Signs out anyway: the changes stay on the device for the next sign-in of the same account. */
  onConfirm: () => void | Promise<void>;
}

/**
 * Asked before signing out while changes wait on the device: they are not lost, but they leave only
 * when the same person signs in here again, which they should know before handing the phone over.
 */
export function UnsentChangesDialog({ open, onOpenChange, waiting, onConfirm }: UnsentChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sync.logout.title')}
      message={
        waiting === 1 ? t('sync.logout.message.one') : t('sync.logout.message.other', { count: waiting })
      }
      confirmLabel={t('sync.logout.confirm')}
      tone="primary"
      onConfirm={onConfirm}
    />
  );
}
