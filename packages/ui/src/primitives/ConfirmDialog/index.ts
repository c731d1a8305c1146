export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export {
  type ConfirmedAction,
  type ConfirmedActionDialogProps,
  useConfirmedAction,
} from './use-confirmed-action';
