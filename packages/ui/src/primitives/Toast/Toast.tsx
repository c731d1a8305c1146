import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useMemo, useState } from 'react';
import { t } from '../../i18n';
import { IconButton } from '../IconButton';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons';
import { Announcement, Root, Viewport } from './Toast.styles';

export type ToastTone = 'success' | 'error';

export interface ToastApi {
  /** A polite confirmation that leaves on its own after `successDuration`. */
  success: (text: string) => void;
  /** An assertive failure (role="alert") that stays until dismissed, unless `errorDuration` is set. */
  error: (text: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds a success toast stays; Infinity keeps it (stories do, for their screenshots). */
  successDuration?: number;
  /** Milliseconds an error toast stays; by default until the user dismisses it. */
  errorDuration?: number;
}

interface ToastItem {
  id: number;
  tone: ToastTone;
  text: string;
}

let nextToastId = 0;

/**
 * Renders the toasts of everything inside it. Each toast is announced once by its own live region
 * (role="alert" for errors, role="status" for successes); Radix's extra announcer is sent to a
 * detached node so screen readers do not hear every toast twice.
 */
export function ToastProvider({
  children,
  successDuration = 5000,
  errorDuration = Infinity,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [silentAnnouncer] = useState(() =>
    typeof document === 'undefined' ? undefined : document.createDocumentFragment(),
  );

  const show = useCallback((tone: ToastTone, text: string) => {
    nextToastId += 1;
    const id = nextToastId;
    setToasts((current) => [...current, { id, tone, text }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const api = useMemo<ToastApi>(
    () => ({ success: (text) => show('success', text), error: (text) => show('error', text) }),
    [show],
  );

  return (
    <ToastContext value={api}>
      <RadixToast.Provider label={t('primitives.toast.region')} announcerContainer={silentAnnouncer}>
        {children}
        {toasts.map(({ id, tone, text }) => (
          <Root
            key={id}
            data-tone={tone}
            type={tone === 'error' ? 'foreground' : 'background'}
            duration={tone === 'error' ? errorDuration : successDuration}
            onOpenChange={(open) => (open ? undefined : dismiss(id))}
          >
            <Announcement
              role={tone === 'error' ? 'alert' : 'status'}
              aria-live={tone === 'error' ? 'assertive' : 'polite'}
              aria-atomic="true"
            >
              {tone === 'error' ? <AlertIcon /> : <CheckIcon />}
              <RadixToast.Description>{text}</RadixToast.Description>
            </Announcement>
            <RadixToast.Close asChild>
              <IconButton label={t('primitives.toast.dismiss')} icon={<CloseIcon />} />
            </RadixToast.Close>
          </Root>
        ))}
        <Viewport label={t('primitives.toast.region')} />
      </RadixToast.Provider>
    </ToastContext>
  );
}
