import { lazyDialog } from '../../primitives/lazy';
import type { SyncPanelProps } from './SyncPanel';

export type { SyncPanelProps } from './SyncPanel';

/**
 * The list of the device's changes (see SyncPanel.tsx). Opened on demand, so its code loads then,
 * keeping it out of every screen's first load (see lazyDialog).
 */
export const SyncPanel = lazyDialog<SyncPanelProps>(() =>
  import('./SyncPanel').then((module) => module.SyncPanel),
);
