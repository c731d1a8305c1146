/**
 * Reads a screen shows beside its main content (a street row's door count, the printed sheet's
 * contacts), when the page opens on that screen: an answer already on the device shows at once, and
 * is asked for again only once the screen's own downloads are over. Asked at once, each would go out
 * with the first frame's revalidations, in one long task, among the map's downloads.
 *
 * Off unless the app holds them (main.tsx, for the page's first screen): tests, stories and every
 * later screen read as usual.
 */
type Phase = 'off' | 'holding' | 'released';

let phase: Phase = 'off';
const held = new Map<string, Set<() => void>>();

/** Whether a side read mounting now, with an answer on the device, waits for the release. */
export const sideReadsHeld = (): boolean => phase === 'holding';

/**
 * Holds the side reads of the page's first screen; returns the release, which asks for each held key
 * once, one key per task, so the answers arriving together do not make a long task either.
 */
export function holdSideReads(): () => void {
  if (phase === 'off') phase = 'holding';
  return releaseSideReads;
}

function releaseSideReads(): void {
  if (phase !== 'holding') return;
  phase = 'released';
  const queue = [...held.values()];
  held.clear();
  const next = () => {
    const readers = queue.shift();
    if (!readers) return;
    // One reader per key: SWR shares its answer with every hook showing it.
    const [first] = readers;
    first?.();
    setTimeout(next, 0);
  };
  next();
}

/**
 * Asks for `key` once the side reads are released (at once if they already are); returns the cancel
 * for a reader that goes away first.
 */
export function askAfterRelease(key: string, ask: () => void): () => void {
  if (phase !== 'holding') {
    ask();
    return () => {};
  }
  const readers = held.get(key) ?? new Set<() => void>();
  readers.add(ask);
  held.set(key, readers);
  return () => {
    readers.delete(ask);
    if (readers.size === 0 && held.get(key) === readers) held.delete(key);
  };
}

/** Tests: back to the start. */
export function resetSideReads(): void {
  phase = 'off';
  held.clear();
}
