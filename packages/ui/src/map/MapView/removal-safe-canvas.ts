import { Canvas, type RendererOptions } from 'leaflet';

/** The private part of Leaflet's canvas renderer this guard relies on (leaflet 1.9). */
interface CanvasInternals {
  _ctx?: CanvasRenderingContext2D;
  _redraw(): void;
}

/**
 * Leaflet's canvas renderer can still run a redraw after its map was removed (a page with a map left
 * while a redraw is pending), and then throws on its deleted context ('clearRect' of undefined). A
 * redraw without a context has nothing to draw on, so it is skipped.
 */
const RemovalSafeCanvas: new (options?: RendererOptions) => Canvas = Canvas.extend({
  _redraw(this: CanvasInternals) {
    if (!this._ctx) return;
    (Canvas.prototype as unknown as CanvasInternals)._redraw.call(this);
  },
});

export function removalSafeCanvas(options?: RendererOptions): Canvas {
  return new RemovalSafeCanvas(options);
}
