import { DomUtil, Layer, type Map as LeafletMap, Util } from 'leaflet';

/**
 * The canvas reaches this far past the view on every side (a share of its size), so a drag shows what
 * is already drawn; Leaflet's own canvas renderer pads by 0.1.
 */
const PADDING = 0.2;

/**
 * A pane of the layer's own, made on first use: where its canvas sits among Leaflet's panes (tiles 200,
 * shapes 400, markers 600). It takes no pointer event, so taps reach the map.
 */
export interface CanvasPane {
  name: string;
  zIndex: number;
}

/** Where a drawing goes: canvas pixels are CSS pixels from `origin`, a layer point. */
export interface CanvasView {
  map: LeafletMap;
  context: CanvasRenderingContext2D;
  canvas: HTMLCanvasElement;
  origin: { x: number; y: number };
  width: number;
  height: number;
}

/**
 * Drawing time one frame gives the canvases that wait for it; the rest wait for the next frame. The
 * first drawings of a thousand sectors and of their numbers take about 25 ms each: together, with the
 * page's own painting, they made one task of about 100 ms.
 */
const FRAME_BUDGET_MS = 12;

/**
 * One canvas over the view and a margin around it, redrawn whole in the frame after something changes:
 * after `scheduleDraw`, and after the view settles (moveend, zoomend, viewreset, resize). During a drag
 * the canvas moves with the map like every pane. A thousand shapes or numbers then cost one drawing per
 * change, where one Leaflet layer each costs its own object, projection and redraw bookkeeping. Every
 * such canvas of the page shares a frame's drawing budget (FRAME_BUDGET_MS).
 */
export abstract class ViewCanvasLayer extends Layer {
  private readonly className: string;
  private readonly pane: CanvasPane;
  private canvas: HTMLCanvasElement | null = null;
  private painted = false;
  /** Layers waiting for a frame, in the order they asked, and the frame that will draw them. */
  private static waiting = new Set<ViewCanvasLayer>();
  private static frame: number | null = null;

  constructor(pane: CanvasPane, className: string) {
    super();
    // Leaflet's base class keeps options only when a subclass's initialize sets them.
    Util.setOptions(this, { pane: pane.name });
    this.pane = pane;
    this.className = className;
  }

  /** Draws `view` whole; the canvas is cleared and sized before. */
  protected abstract paint(view: CanvasView): void;

  /** Nothing to draw: a canvas that never showed anything is then left unsized, at no cost. */
  protected abstract isBlank(): boolean;

  override onAdd(map: LeafletMap): this {
    if (!map.getPane(this.pane.name)) {
      const pane = map.createPane(this.pane.name);
      pane.style.zIndex = String(this.pane.zIndex);
      pane.style.pointerEvents = 'none';
    }
    const canvas = DomUtil.create('canvas', this.className, this.getPane());
    canvas.style.pointerEvents = 'none';
    // Nothing to announce until a subclass says what it shows.
    canvas.setAttribute('aria-hidden', 'true');
    this.canvas = canvas;
    map.on('zoomend viewreset', this.hideUntilDrawn, this);
    map.on('moveend zoomend viewreset resize', this.scheduleDraw, this);
    this.scheduleDraw();
    return this;
  }

  override onRemove(map: LeafletMap): this {
    map.off('zoomend viewreset', this.hideUntilDrawn, this);
    map.off('moveend zoomend viewreset resize', this.scheduleDraw, this);
    ViewCanvasLayer.waiting.delete(this);
    this.canvas?.remove();
    this.canvas = null;
    this.painted = false;
    return this;
  }

  /**
   * Drawn in the next frame, before it is painted: several events of one change (a zoom fires three)
   * make one drawing, and the first one stays out of the task that mounts the map. Layers share each
   * frame's budget, in the order they asked: one is always drawn, the next only if time is left.
   */
  protected scheduleDraw(): void {
    if (!this.canvas) return;
    ViewCanvasLayer.waiting.add(this);
    ViewCanvasLayer.frame ??= Util.requestAnimFrame(ViewCanvasLayer.drawWaiting);
  }

  /**
   * After a zoom the drawing shows the former scale at the wrong places: hidden until drawn again, a
   * frame or two later when another canvas took the frame, rather than shown misplaced.
   */
  private hideUntilDrawn(): void {
    if (this.canvas) this.canvas.style.visibility = 'hidden';
  }

  private static drawWaiting(): void {
    ViewCanvasLayer.frame = null;
    const started = performance.now();
    for (const layer of ViewCanvasLayer.waiting) {
      // A Set's iteration sees deletions made meanwhile: a layer removed by a drawing is skipped.
      ViewCanvasLayer.waiting.delete(layer);
      layer.draw();
      if (performance.now() - started > FRAME_BUDGET_MS) break;
    }
    if (ViewCanvasLayer.waiting.size > 0) {
      ViewCanvasLayer.frame = Util.requestAnimFrame(ViewCanvasLayer.drawWaiting);
    }
  }

  private draw(): void {
    const map = this._map as LeafletMap | undefined;
    const canvas = this.canvas;
    const context = canvas?.getContext('2d');
    if (!map || !canvas || !context) return;
    if (!this.painted && this.isBlank()) return;
    this.painted = true;
    const size = map.getSize();
    const pad = size.multiplyBy(PADDING).round();
    const origin = map.containerPointToLayerPoint([-pad.x, -pad.y]).round();
    const width = size.x + 2 * pad.x;
    const height = size.y + 2 * pad.y;
    const ratio = window.devicePixelRatio || 1;
    DomUtil.setPosition(canvas, origin);
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    this.paint({ map, context, canvas, origin, width, height });
    canvas.style.visibility = '';
  }
}
