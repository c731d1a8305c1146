import { use, useState } from 'react';
import { t } from '../../i18n';
import { ToastContext } from '../../primitives/Toast/Toast';

export type CopyOutcome = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and remembers how it went. Success is also a toast when there is a
 * ToastProvider above; useToast is not used because the panel must work without one.
 */
export function useCopyText() {
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
    toast?.success(t('sync.panel.copied'));
    return 'copied';
  }

  return { outcome, copy, hasToasts: toast !== null };
}
