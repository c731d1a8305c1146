import type { Map as LeafletMap, PathOptions } from 'leaflet';
import type { LatLngPolygon } from '../geometry';
import { type CanvasView, ViewCanvasLayer } from './ViewCanvasLayer';

export interface SectorShape {
  polygons: LatLngPolygon[];
  /** [west, south, east, north] around the polygons: shapes off the canvas are skipped at once. */
  box: readonly [number, number, number, number];
  /** Shared by every shape of a look: consecutive shapes with the same object are drawn together. */
  pathOptions: PathOptions;
}

/**
 * Sector polygons drawn on one canvas (ViewCanvasLayer) instead of one Leaflet layer each: a thousand
 * sectors are one drawing of those around the view, where a thousand layers each cost an object, a
 * projection and the renderer's bookkeeping on every zoom. Shapes are drawn in the order given, the last
 * on top; consecutive shapes of one look share one fill and one outline call, their fills drawn as one
 * area ('nonzero'), so where two of them overlap the colour is not laid twice. A shape with holes is
 * drawn alone with Leaflet's 'evenodd' rule, which keeps its holes open whatever the rings' winding.
 * The canvas is decorative (the numbers' canvas and the legend carry the meaning); it tells tests and
 * benchmarks how many shapes it holds and drew (`data-sectors`, `data-drawn`).
 */
export class SectorShapeLayer extends ViewCanvasLayer {
  private shapes: readonly SectorShape[] = [];

  constructor(pane: string) {
    super(pane, 'prospect-sector-shapes');
  }

  setShapes(shapes: readonly SectorShape[]): void {
    if (shapes === this.shapes) return;
    this.shapes = shapes;
    this.scheduleDraw();
  }

  protected override isBlank(): boolean {
    return this.shapes.length === 0;
  }

  protected override paint({ map, context, canvas, origin, width, height }: CanvasView): void {
    const northWest = map.layerPointToLatLng([origin.x, origin.y]);
    const southEast = map.layerPointToLatLng([origin.x + width, origin.y + height]);
    const inView = this.shapes.filter(
      ({ box: [west, south, east, north] }) =>
        east >= northWest.lng && west <= southEast.lng && north >= southEast.lat && south <= northWest.lat,
    );
    let start = 0;
    while (start < inView.length) {
      const first = inView[start] as SectorShape;
      let end = start + 1;
      if (!hasHoles(first)) {
        while (end < inView.length) {
          const next = inView[end] as SectorShape;
          if (next.pathOptions !== first.pathOptions || hasHoles(next)) break;
          end += 1;
        }
      }
      context.beginPath();
      for (let index = start; index < end; index += 1) {
        traceShape(map, context, origin, inView[index] as SectorShape);
      }
      fillAndStroke(context, first.pathOptions, hasHoles(first) ? 'evenodd' : 'nonzero');
      start = end;
    }
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.sectors = String(this.shapes.length);
    canvas.dataset.drawn = String(inView.length);
  }
}

function hasHoles(shape: SectorShape): boolean {
  return shape.polygons.some((rings) => rings.length > 1);
}

function traceShape(
  map: LeafletMap,
  context: CanvasRenderingContext2D,
  origin: { x: number; y: number },
  shape: SectorShape,
): void {
  for (const rings of shape.polygons) {
    for (const ring of rings) {
      ring.forEach(([lat, lng], index) => {
        const point = map.latLngToLayerPoint([lat, lng]);
        if (index === 0) context.moveTo(point.x - origin.x, point.y - origin.y);
        else context.lineTo(point.x - origin.x, point.y - origin.y);
      });
      context.closePath();
    }
  }
}

/** Leaflet's look for a path with these options (its defaults where they are left out). */
function fillAndStroke(context: CanvasRenderingContext2D, options: PathOptions, rule: CanvasFillRule): void {
  if (options.fill !== false) {
    context.globalAlpha = options.fillOpacity ?? 0.2;
    context.fillStyle = options.fillColor ?? options.color ?? '#3388ff';
    context.fill(rule);
  }
  if (options.stroke !== false && (options.weight ?? 3) > 0) {
    context.globalAlpha = options.opacity ?? 1;
    context.strokeStyle = options.color ?? '#3388ff';
    context.lineWidth = options.weight ?? 3;
    // SVG's 'inherit' means nothing on a canvas: Leaflet's round ends and corners stand in.
    context.lineCap = options.lineCap && options.lineCap !== 'inherit' ? options.lineCap : 'round';
    context.lineJoin = options.lineJoin && options.lineJoin !== 'inherit' ? options.lineJoin : 'round';
    context.setLineDash(dashes(options.dashArray));
    context.stroke();
  }
  context.globalAlpha = 1;
}

function dashes(dashArray: PathOptions['dashArray']): number[] {
  if (dashArray === undefined || dashArray === null) return [];
  const parts = Array.isArray(dashArray) ? dashArray : String(dashArray).split(/[, ]+/);
  return parts.map(Number).filter((length) => Number.isFinite(length) && length >= 0);
}
