// Browser tests only: which tiles a map asks for, and how.
/** Every address given to an image made by script (`new Image()`) while `run` goes on. */
export async function scriptImagesDuring(run: () => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  const OriginalImage = window.Image;
  window.Image = class extends OriginalImage {
    override set src(value: string) {
      asked.push(value);
      super.src = value;
    }
    override get src() {
      return super.src;
    }
  };
  try {
    await run();
  } finally {
    window.Image = OriginalImage;
  }
  return asked;
}

/** Collects the address of every Leaflet tile added below `host` until the returned stop is called. */
export function watchDrawnTiles(host: HTMLElement): { drawn: Set<string>; stop: () => void } {
  const drawn = new Set<string>();
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLImageElement && node.classList.contains('leaflet-tile')) drawn.add(node.src);
  });
  observer.observe(host, { childList: true, subtree: true });
  return { drawn, stop: () => observer.disconnect() };
}
