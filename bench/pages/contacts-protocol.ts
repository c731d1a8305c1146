// What the contacts benchmark page (bench/pages/contacts.tsx) and bench/contacts.ts agree on.
import type { ContactFilter } from '@prospect/ui';

export interface ContactsBenchPage {
  /** The notes, events and favourites are generated: the runner may slow the CPU and render. */
  ready: boolean;
  error?: string;
  /** Renders « Mes contacts » and resolves, once its first page of contacts is painted, with now. */
  render(): Promise<number>;
  /** performance.now() after the next frame: the end of an action's measure. */
  paintedAt(): Promise<number>;
  /** The count the screen should announce for this filter and search. */
  expectedCount(filter: ContactFilter, query: string): number;
  /** Longest main-thread task (Long Tasks API) within [start, end], and the blocking time over 50 ms. */
  mainThread(start: number, end: number): { longestTaskMs: number; blockingMs: number };
}

declare global {
  interface Window {
    __contactsBench?: ContactsBenchPage;
  }
}
