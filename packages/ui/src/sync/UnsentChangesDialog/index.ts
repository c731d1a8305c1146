export {
  UnsentChangesDialog,
  type UnsentChangesDialogProps,
  type UnsentChangesLeaving,
} from './UnsentChangesDialog';
