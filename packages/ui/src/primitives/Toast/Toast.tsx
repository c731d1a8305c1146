import { createContext, type ReactNode, useCallback, useMemo, useState } from 'react';
import { loadOnce, useLoaded } from '../lazy';
import type { ToastItem, ToastTone } from './toast-item';

export type { ToastTone } from './toast-item';

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

let nextToastId = 0;

/**
 * Radix Toast stays out of the first load: fetched when the browser is idle, or with the first toast
 * (which shows once it is in).
 */
const region = loadOnce(() => import('./ToastRegion').then((module) => module.ToastRegion));

/** Fetches the toast region's code now (Storybook does, so every story shows the region at once). */
export const preloadToasts = (): Promise<unknown> => region.load();

/** Renders the toasts of everything inside it (see ToastRegion). */
export function ToastProvider({
  children,
  successDuration = 5000,
  errorDuration = Infinity,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  // Fetched when the screen has settled, or at once for a first toast; a failed download retries with the next.
  const Region = useLoaded(region, { now: toasts.length > 0, retryKey: toasts.length });

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
      {children}
      {Region ? (
        <Region
          toasts={toasts}
          onDismiss={dismiss}
          successDuration={successDuration}
          errorDuration={errorDuration}
        />
      ) : null}
    </ToastContext>
  );
}
