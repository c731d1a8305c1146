import { lazyDialog } from '../lazy';
import type { ConfirmDialogProps } from './ConfirmDialogBox';

export type { ConfirmDialogProps } from './ConfirmDialogBox';

/** Asks before an irreversible action (see ConfirmDialogBox). Its code loads on demand (see lazyDialog). */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() =>
  import('./ConfirmDialogBox').then((module) => module.ConfirmDialogBox),
);
