import { use, useState } from 'react';
import { ToastContext } from '../Toast/Toast';

export type CopyOutcome = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and remembers how it went. Success is also a toast saying
 * `copiedMessage` when there is a ToastProvider above; useToast is not used because a caller (the
 * sync panel) must work without one, saying it in its own words then (`hasToasts` is false).
 */
export function useCopyText(copiedMessage: string) {
  const toast = use(ToastContext);
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');

  async function copy(text: string): Promise<CopyOutcome> {
    try {
      // The clipboard API is missing outside a secure context (e.g. plain http on a local network).
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
    } catch {
      setOutcome('failed');
      return 'failed';
    }
    setOutcome('copied');
    toast?.success(copiedMessage);
    return 'copied';
  }

  return { outcome, copy, hasToasts: toast !== null };
}
