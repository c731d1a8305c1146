import { lazyDialog } from '../lazy';
import type { ModalProps } from './ModalDialog';

export type { ModalProps } from './ModalDialog';

/**
 * A modal dialog: focus is trapped inside, Escape and the × close it, and focus goes back to
 * whatever opened it. A bottom sheet on phones, a centred box from 768 px. Its code loads on demand
 * (see lazyDialog).
 */
export const Modal = lazyDialog<ModalProps>(() =>
  import('./ModalDialog').then((module) => module.ModalDialog),
);
