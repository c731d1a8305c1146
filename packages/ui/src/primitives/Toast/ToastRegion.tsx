import * as RadixToast from '@radix-ui/react-toast';
import { useState } from 'react';
import { t } from '../../i18n';
import { IconButton } from '../IconButton';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons';
import { OverlayStyleSheet } from '../OverlayStyleSheet';
import { Announcement, Root, Viewport } from './Toast.styles';
import type { ToastItem } from './toast-item';

export interface ToastRegionProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
  successDuration: number;
  errorDuration: number;
}

/**
 * The 'Notifications' region and its toasts (Radix Toast: swipe, pause on hover, F8). Each toast is
 * announced once by its own live region (role="alert" for errors, role="status" for successes);
 * Radix's extra announcer is sent to a detached node so screen readers do not hear it twice.
 */
export function ToastRegion({ toasts, onDismiss, successDuration, errorDuration }: ToastRegionProps) {
  const [silentAnnouncer] = useState(() =>
    typeof document === 'undefined' ? undefined : document.createDocumentFragment(),
  );
  return (
    <OverlayStyleSheet>
      <RadixToast.Provider label={t('primitives.toast.region')} announcerContainer={silentAnnouncer}>
        {toasts.map(({ id, tone, text }) => (
          <Root
            key={id}
            data-tone={tone}
            type={tone === 'error' ? 'foreground' : 'background'}
            duration={tone === 'error' ? errorDuration : successDuration}
            onOpenChange={(open) => (open ? undefined : onDismiss(id))}
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
    </OverlayStyleSheet>
  );
}
