import { useState } from 'react';
import { rejectionMessage } from '../../errors/rejection-message';

/** What a `ConfirmDialog` needs from `useConfirmedAction`: spread it onto the dialog. */
export interface ConfirmedActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
  error: string | null;
}

export interface ConfirmedAction<T> {
  /** The item asking for confirmation (the zone, the member …), null when the dialog is closed. */
  target: T | null;
  /** True while the confirmed action runs. */
  running: boolean;
  /** The last refusal's French text, shown in the dialog, which stays open. */
  error: string | null;
  /** Opens the confirmation for `target`, forgetting an earlier failure. */
  ask: (target: T) => void;
  dialogProps: ConfirmedActionDialogProps;
}

/**
 * Confirm-then-act, the state every delete (and impersonation) button shares: which item is asking,
 * whether the action runs, and why it failed. The action rejects with an Error whose message is the
 * French text to show, else `fallback` (a text, or one per item) is shown; the rejection is passed on
 * so that `ConfirmDialog` stays open. It lives beside ConfirmDialog because it drives that dialog.
 */
export function useConfirmedAction<T>(
  act: (target: T) => Promise<unknown>,
  fallback: string | ((target: T) => string),
): ConfirmedAction<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function ask(next: T) {
    setError(null);
    setTarget(next);
  }

  async function onConfirm() {
    if (target === null) return;
    setError(null);
    setRunning(true);
    try {
      await act(target);
    } catch (failure) {
      setError(rejectionMessage(failure, typeof fallback === 'function' ? fallback(target) : fallback));
      throw failure; // keeps the confirmation open
    } finally {
      setRunning(false);
    }
  }

  function onOpenChange(open: boolean) {
    if (open) return;
    setTarget(null);
    setError(null);
  }

  return {
    target,
    running,
    error,
    ask,
    dialogProps: { open: target !== null, onOpenChange, onConfirm, error },
  };
}
