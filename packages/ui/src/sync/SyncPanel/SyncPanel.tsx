import { useLayoutEffect, useRef } from 'react';
import { t } from '../../i18n';
import { Stack } from '../../layout';
import { Modal } from '../../primitives/Modal';
import type { SyncChange } from '../types';
import { SyncChangeItem } from './SyncChangeItem';
import { Empty } from './SyncPanel.styles';
import '../../i18n/messages/sync';

export interface SyncPanelProps {
  open: boolean;
  /** The device's changes, in the order they were made. */
  changes: readonly SyncChange[];
  /** Escape, the × or the overlay. */
  onClose: () => void;
  /** Takes a refused or stuck change off the device; the panel then gets `changes` without it. */
  onDismiss: (id: string) => void;
  /** Tries a stuck change again now. */
  onRetry: (id: string) => void;
}

/**
 * 'Modifications de cet appareil': every change kept on the device, waiting, stuck or refused, in a modal
 * dialog (focus trapped, Escape closes).
 */
export function SyncPanel({ open, changes, onClose, onDismiss, onRetry }: SyncPanelProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const dismissed = useRef<{ id: string; index: number } | null>(null);

  // The dismissed change's button leaves with it: focus goes to the change now in its place (or the
  // one before, or the empty message) instead of falling back to the top of the dialog.
  useLayoutEffect(() => {
    const last = dismissed.current;
    if (!last || changes.some((change) => change.id === last.id)) return;
    dismissed.current = null;
    const targets = contentRef.current?.querySelectorAll<HTMLElement>('[data-focus-after-dismiss]') ?? [];
    targets[Math.min(last.index, targets.length - 1)]?.focus();
  }, [changes]);

  function dismiss(id: string) {
    dismissed.current = { id, index: changes.findIndex((change) => change.id === id) };
    onDismiss(id);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('sync.panel.title')}
    >
      <div ref={contentRef}>
        {changes.length === 0 ? (
          <Empty tabIndex={-1} data-focus-after-dismiss="">
            {t('sync.panel.empty')}
          </Empty>
        ) : (
          <Stack as="ol" gap="md">
            {changes.map((change) => (
              <SyncChangeItem key={change.id} change={change} onDismiss={dismiss} onRetry={onRetry} />
            ))}
          </Stack>
        )}
      </div>
    </Modal>
  );
}
