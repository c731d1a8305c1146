import { type RefCallback, useEffect, useState } from 'react';

/** A tile's map goes live once the tile is within one screen height above or below the view. */
export const LIVE_MAP_MARGIN = '100% 0px';

/**
 * At most this many live maps at once, the nearest to the view first. A 390 × 844 phone holds about
 * ten tiles within the margin, a 1080 px high desktop about seventeen: the bound only bites on tall
 * screens (or a zoomed-out page), where the farthest tiles keep their preview.
 */
export const MAX_LIVE_MAPS = 16;

/** Each new Leaflet map measures its container (a layout): a few a frame keep every task short. */
const MAPS_STARTED_PER_FRAME = 2;

export interface LiveMaps<Key> {
  /** The ref of the element standing for `key` (one stable callback per key). */
  track: (key: Key) => RefCallback<HTMLElement>;
  /** The keys whose tile shows a live map now. */
  live: ReadonlySet<Key>;
}

/**
 * Which of a long list's tiles hold a live map: one IntersectionObserver for the whole list (on the
 * list's scrolling box, the page by default) marks the tiles near the view; the nearest `limit` of
 * them are live (started two a frame), and a tile that leaves the margin drops its map. Without
 * IntersectionObserver the first `limit` tiles are live.
 */
export function useLiveMaps<Key>(limit = MAX_LIVE_MAPS): LiveMaps<Key> {
  const [live, setLive] = useState<ReadonlySet<Key>>(() => new Set());
  // Created once: the tracker outlives renders, and reports through setLive.
  const [tracker] = useState(() => createTracker<Key>(limit, setLive));
  useEffect(() => {
    tracker.resume();
    return tracker.stop;
  }, [tracker]);
  return { track: tracker.track, live };
}

function createTracker<Key>(limit: number, publish: (live: ReadonlySet<Key>) => void) {
  const elements = new Map<Key, Element>();
  const keyOf = new Map<Element, Key>();
  const near = new Set<Key>();
  const refs = new Map<Key, RefCallback<HTMLElement>>();
  let observer: IntersectionObserver | null = null;
  let scrollBox: Element | Document | null = null;
  let current: ReadonlySet<Key> = new Set();
  let frame = 0;
  // Until the screen's effect runs, and again once it is cleaned up: nothing is published.
  let stopped = true;

  /** How far the element of `key` is from the visible part of the scrolling box, in pixels. */
  function distanceFromView(): (key: Key) => number {
    const view =
      scrollBox instanceof Element
        ? scrollBox.getBoundingClientRect()
        : { top: 0, bottom: window.innerHeight };
    return (key) => {
      const box = elements.get(key)?.getBoundingClientRect();
      return box ? Math.max(0, box.top - view.bottom, view.top - box.bottom) : Number.POSITIVE_INFINITY;
    };
  }

  function nearestFirst(keys: Key[]): Key[] {
    if (keys.length <= 1 || !observer) return keys;
    const distance = distanceFromView();
    return keys
      .map((key) => ({ key, away: distance(key) }))
      .sort((a, b) => a.away - b.away)
      .map(({ key }) => key);
  }

  function schedule() {
    if (frame !== 0) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  }

  /**
   * Publishes the nearest `limit` of the near tiles. Maps leave at once; new ones start a few a frame,
   * nearest first, so a screen's worth of maps is not one long task.
   */
  function update() {
    if (stopped) return;
    const candidates = [...near];
    const wanted = new Set(candidates.length > limit ? nearestFirst(candidates).slice(0, limit) : candidates);
    const next = new Set([...current].filter((key) => wanted.has(key)));
    const waiting = nearestFirst([...wanted].filter((key) => !current.has(key)));
    for (const key of waiting.slice(0, MAPS_STARTED_PER_FRAME)) next.add(key);
    if (waiting.length > MAPS_STARTED_PER_FRAME) schedule();
    if (next.size === current.size && [...next].every((key) => current.has(key))) return;
    current = next;
    publish(next);
  }

  // Within the margin no tile crosses it, so the observer stays quiet: when more tiles are near than
  // the bound allows, scrolling re-picks the nearest (once a frame).
  const onScroll = () => {
    if (near.size > limit) schedule();
  };

  function start(first: Element): IntersectionObserver {
    const box = scrollingAncestor(first);
    scrollBox = box;
    const started = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const key = keyOf.get(entry.target);
          if (key === undefined) continue;
          if (entry.isIntersecting) near.add(key);
          else near.delete(key);
        }
        update();
      },
      { root: box, rootMargin: LIVE_MAP_MARGIN },
    );
    box.addEventListener('scroll', onScroll, { passive: true });
    observer = started;
    return started;
  }

  function attach(key: Key, element: Element) {
    elements.set(key, element);
    keyOf.set(element, key);
    if (typeof IntersectionObserver === 'undefined') {
      near.add(key);
      update();
      return;
    }
    (observer ?? start(element)).observe(element);
  }

  function detach(key: Key, element: Element) {
    observer?.unobserve(element);
    keyOf.delete(element);
    if (elements.get(key) === element) elements.delete(key);
    near.delete(key);
    update();
  }

  return {
    track(key: Key): RefCallback<HTMLElement> {
      let ref = refs.get(key);
      if (!ref) {
        ref = (element) => {
          if (!element) return;
          attach(key, element);
          return () => detach(key, element);
        };
        refs.set(key, ref);
      }
      return ref;
    },
    resume() {
      stopped = false;
      // Tiles attached while stopped (React's strict mode runs effects twice) are watched again.
      const [first] = elements.values();
      if (!observer && first && typeof IntersectionObserver !== 'undefined') {
        const started = start(first);
        for (const element of elements.values()) started.observe(element);
      }
      update();
    },
    stop() {
      stopped = true;
      observer?.disconnect();
      observer = null;
      scrollBox?.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}

/**
 * The nearest ancestor that scrolls its own content, else the page's document. Never the implicit
 * root: inside a frame (a story, a test) that is the top window, whose margin stops at the frame.
 */
function scrollingAncestor(element: Element): Element | Document {
  const page = element.ownerDocument;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent === page.body || parent === page.documentElement) return page;
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return page;
}
