import { CRS, type Map as LeafletMap, type PathOptions } from 'leaflet';
import type { LatLngPolygon } from '../geometry';
import { type UnitProjector, unitProjector } from './unit-projection';
import { type CanvasPane, type CanvasView, ViewCanvasLayer } from './ViewCanvasLayer';

export interface SectorShape {
  polygons: LatLngPolygon[];
  /** [west, south, east, north] around the polygons: shapes off the canvas are skipped at once. */
  box: readonly [number, number, number, number];
  /** Shared by every shape of a look: consecutive shapes with the same object are drawn together. */
  pathOptions: PathOptions;
}

/** Just under Leaflet's vector pane: above the tiles, under any other shape, the numbers, the markers. */
const SHAPE_PANE: CanvasPane = { name: 'prospect-sector-shapes', zIndex: 390 };

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
  /** Each shape's rings in the map's pixels at scale 1, read once per shapes (see `unitRings`). */
  private units = new WeakMap<SectorShape, Float64Array[]>();
  private project: UnitProjector | null = null;

  constructor() {
    super(SHAPE_PANE, 'prospect-sector-shapes');
  }

  setShapes(shapes: readonly SectorShape[]): void {
    if (shapes === this.shapes) return;
    this.shapes = shapes;
    this.units = new WeakMap();
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
    // A point's canvas position at this zoom is its position at scale 1 times the zoom's scale, less
    // where the canvas starts: Leaflet's projections end in a linear transformation.
    const scale = (map.options.crs ?? CRS.EPSG3857).scale(map.getZoom());
    const pixelOrigin = map.getPixelOrigin();
    const shift = { x: pixelOrigin.x + origin.x, y: pixelOrigin.y + origin.y };
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
        traceRings(context, this.unitRings(map, inView[index] as SectorShape), scale, shift);
      }
      fillAndStroke(context, first.pathOptions, hasHoles(first) ? 'evenodd' : 'nonzero');
      start = end;
    }
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.sectors = String(this.shapes.length);
    canvas.dataset.drawn = String(inView.length);
  }

  /**
   * The shape's rings as [x, y, x, y…] in the map's pixels divided by its scale: one projection per
   * point for the life of the shapes, where projecting on every drawing allocates two objects a point.
   */
  private unitRings(map: LeafletMap, shape: SectorShape): Float64Array[] {
    const known = this.units.get(shape);
    if (known) return known;
    this.project ??= unitProjector(map.options.crs ?? CRS.EPSG3857);
    const project = this.project;
    const rings = shape.polygons.flatMap((polygon) =>
      polygon.map((ring) => {
        const flat = new Float64Array(ring.length * 2);
        ring.forEach(([lat, lng], index) => {
          project(lat, lng, flat, index * 2);
        });
        return flat;
      }),
    );
    this.units.set(shape, rings);
    return rings;
  }
}

function hasHoles(shape: SectorShape): boolean {
  return shape.polygons.some((rings) => rings.length > 1);
}

function traceRings(
  context: CanvasRenderingContext2D,
  rings: readonly Float64Array[],
  scale: number,
  shift: { x: number; y: number },
): void {
  for (const ring of rings) {
    for (let index = 0; index < ring.length; index += 2) {
      // Whole pixels, as Leaflet places its own shapes: crisp edges and the same picture.
      const x = Math.round((ring[index] ?? 0) * scale) - shift.x;
      const y = Math.round((ring[index + 1] ?? 0) * scale) - shift.y;
      if (index === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    }
    context.closePath();
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
