import { use } from 'react';
import { type ToastApi, ToastContext } from './Toast';

/** `toast.success('…')` / `toast.error('…')` from anywhere under a ToastProvider. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be called inside a <ToastProvider>.');
  return api;
}
