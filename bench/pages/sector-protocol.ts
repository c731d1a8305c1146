// What the sector benchmark page (bench/pages/sector.tsx) and bench/interaction.ts agree on.

/** One tap on a street's checkbox, as the page saw it. Times are ms from the click event's timeStamp. */
export interface StreetTap {
  /** The street's name, as its checkbox is labelled. */
  street: string;
  /** Event Timing API: the longest entry of the interaction (what INP keeps), or null under 16 ms. */
  eventDurationMs: number | null;
  /** The frame after the click handlers ran (requestAnimationFrame, then a task): the box as it was. */
  nextPaintMs: number;
  /** The frame after the parent re-rendered with the queued tick applied: the box ticked. */
  tickShownMs: number;
  /** Longest main-thread task (Long Tasks API) from the click to the tick shown. */
  longestTaskMs: number;
}

export interface SectorPageState {
  ready: boolean;
  streets: number;
  taps: StreetTap[];
  error?: string;
}

declare global {
  interface Window {
    __sectorBench?: SectorPageState;
  }
}
