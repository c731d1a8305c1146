export { UnsentChangesDialog, type UnsentChangesDialogProps } from './UnsentChangesDialog';
