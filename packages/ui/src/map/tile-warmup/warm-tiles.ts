// Starts tile downloads ahead of Leaflet. The browser keeps each image it has fetched for the page,
// so the <img> Leaflet makes for the same address later takes it (or joins its download) instead of
// asking the network again.

/** Addresses asked for in this page's life: each once. */
const asked = new Set<string>();
/** Images still downloading, held so nothing collects them mid-way. */
const inFlight = new Set<HTMLImageElement>();

export function warmTiles(urls: readonly string[]): void {
  for (const url of urls) {
    if (asked.has(url)) continue;
    asked.add(url);
    const image = new Image();
    const done = () => inFlight.delete(image);
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    inFlight.add(image);
    image.src = url;
  }
}
