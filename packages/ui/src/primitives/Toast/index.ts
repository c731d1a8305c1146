export {
  preloadToasts,
  type ToastApi,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
} from './Toast';
export { useToast } from './use-toast';
