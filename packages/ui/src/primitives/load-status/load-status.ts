/** Where a screen's data stands: the one vocabulary of every screen's `status` prop. */
export type LoadStatus = 'loading' | 'error' | 'ready';
