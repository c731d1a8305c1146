import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'prospect.scroll-positions';
/** Enough for a long session of back and forth; the oldest entries go first. */
const MOST_KEPT = 50;
/** True until the first page of this document has committed. */
let firstPageOfDocument = true;

function savedPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

function keep(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MOST_KEPT)));
  } catch {
    // Storage full or refused: restoring is a comfort, not worth an error.
  }
}

/**
 * Each history entry's scroll position: back and forward return to it, a new page starts at the top
 * (or at its #anchor). Kept in sessionStorage, so a reload returns to it too.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    const before = window.history.scrollRestoration;
    // The browser would restore before the screen has rendered, then the screen would jump.
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const positions = savedPositions();
    const saved = positions.get(location.key);
    const restore = navigationType === 'POP' && saved !== undefined;
    // A document's first page with nothing to restore nor reach is already at the top: scrolling there,
    // or reading the position, would force the page's layout into its first render's task.
    const alreadyAtTop = firstPageOfDocument && !restore && !location.hash;
    firstPageOfDocument = false;
    if (restore) window.scrollTo(0, saved);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (!alreadyAtTop) window.scrollTo(0, 0);
    // Followed as it changes: when the next page commits, reading scrollY could already give that page's.
    let position = alreadyAtTop ? 0 : window.scrollY;
    const follow = () => {
      position = window.scrollY;
    };
    const save = () => {
      const latest = savedPositions();
      latest.delete(location.key);
      latest.set(location.key, position);
      keep(latest);
    };
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [location.key, location.hash, navigationType]);
}
