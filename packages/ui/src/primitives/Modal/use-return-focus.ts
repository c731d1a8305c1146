import { useRef } from 'react';

/**
 * Radix dialogs only give focus back to their own Trigger. Our dialogs are opened from any button
 * (often with the state held by a screen), so remember what had focus when the dialog opened and
 * give it focus again when it closes. Pass both handlers to the dialog's Content.
 */
export function useReturnFocus() {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnFocusTo.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
