import type { Map as LeafletMap } from 'leaflet';
import { type CanvasPane, type CanvasView, ViewCanvasLayer } from './ViewCanvasLayer';

/** A sector number and where it goes: the centre of the sector's first outline. */
export interface SectorLabel {
  text: string;
  lat: number;
  lng: number;
}

/** The label's look, in CSS pixels and colours (SectorPolygons reads them from the theme). */
export interface SectorLabelStyle {
  textColor: string;
  background: string;
  borderColor: string;
  borderWidth: number;
  radius: number;
  paddingX: number;
  fontSize: number;
  lineHeight: number;
  fontWeight: number;
  fontFamily: string;
}

export interface SectorLabelLayerOptions {
  style: SectorLabelStyle;
  /** No number below this zoom: further out, sectors are too small to hold one. */
  minZoom: number;
  /** The accessible name of the drawn numbers, e.g. "Secteur N°1, Secteur N°2". */
  describe: (texts: readonly string[]) => string;
}

/** Between Leaflet's shapes and its markers: above the fills, under the note markers. */
const LABEL_PANE: CanvasPane = { name: 'prospect-sector-labels', zIndex: 450 };

/** Collision grid cell, in CSS pixels. */
const CELL = 48;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Sector numbers drawn on one canvas of their own pane (ViewCanvasLayer), instead of one DOM tooltip per
 * sector (whose positioning forces a layout each: 1,000 of them blocked the page for over a second),
 * again whenever the labels change. Only numbers in and around the view are drawn, and a number that
 * would cover one already drawn is left out until zooming in frees its place (as the dashboard's zone
 * names are).
 * The canvas is an image whose accessible name lists the numbers drawn (hidden when it shows none).
 */
export class SectorLabelLayer extends ViewCanvasLayer {
  private readonly settings: SectorLabelLayerOptions;
  private labels: readonly SectorLabel[] = [];
  private readonly widths = new Map<string, number>();
  private fontRequested = false;

  constructor(settings: SectorLabelLayerOptions) {
    super(LABEL_PANE, 'prospect-sector-labels');
    this.settings = settings;
  }

  setLabels(labels: readonly SectorLabel[]): void {
    if (labels === this.labels) return;
    this.labels = labels;
    this.scheduleDraw();
  }

  private get font(): string {
    const { fontWeight, fontSize, fontFamily } = this.settings.style;
    return `${fontWeight} ${fontSize}px ${fontFamily}`;
  }

  /** Drawn at once with a fallback font if the web font is not in yet, and again once it is. */
  private waitForFont(): void {
    if (this.fontRequested || typeof document === 'undefined' || !document.fonts) return;
    this.fontRequested = true;
    if (document.fonts.check(this.font)) return;
    document.fonts.load(this.font).then(
      () => {
        this.widths.clear();
        this.scheduleDraw();
      },
      () => {},
    );
  }

  protected override isBlank(): boolean {
    return this.labels.length === 0;
  }

  protected override paint({ map, context, canvas, origin, width, height }: CanvasView): void {
    this.waitForFont();
    const drawn =
      map.getZoom() >= this.settings.minZoom ? this.place(map, context, origin, width, height) : [];
    this.paintBoxes(context, drawn);
    // An image named by its numbers; with none drawn, nothing to announce.
    if (drawn.length > 0) {
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', this.settings.describe(drawn.map((item) => item.text)));
      canvas.removeAttribute('aria-hidden');
    } else {
      canvas.removeAttribute('role');
      canvas.removeAttribute('aria-label');
      canvas.setAttribute('aria-hidden', 'true');
    }
  }

  /** The labels whose box lies on the canvas and covers no label placed before it. */
  private place(
    map: LeafletMap,
    context: CanvasRenderingContext2D,
    origin: { x: number; y: number },
    width: number,
    height: number,
  ): (Box & { text: string })[] {
    const { style } = this.settings;
    context.font = this.font;
    const boxHeight = Math.round(style.fontSize * style.lineHeight + 2 * style.borderWidth);
    const grid = new Map<number, Box[]>();
    const placed: (Box & { text: string })[] = [];
    for (const label of this.labels) {
      const point = map.latLngToLayerPoint([label.lat, label.lng]);
      const boxWidth = Math.round(
        this.textWidth(context, label.text) + 2 * (style.paddingX + style.borderWidth),
      );
      const box = {
        text: label.text,
        x: Math.round(point.x - origin.x - boxWidth / 2),
        y: Math.round(point.y - origin.y - boxHeight / 2),
        width: boxWidth,
        height: boxHeight,
      };
      if (box.x + box.width < 0 || box.y + box.height < 0 || box.x > width || box.y > height) continue;
      if (collides(grid, box)) continue;
      remember(grid, box);
      placed.push(box);
    }
    return placed;
  }

  /**
   * A number's width as the sum of its characters' (measured once each: ten digits, not a thousand
   * numbers); digits have no kerning between them, so the sum is the drawn width.
   */
  private textWidth(context: CanvasRenderingContext2D, text: string): number {
    let width = 0;
    for (const character of text) {
      let advance = this.widths.get(character);
      if (advance === undefined) {
        advance = context.measureText(character).width;
        this.widths.set(character, advance);
      }
      width += advance;
    }
    return width;
  }

  /** Three batched calls for every box (fill, then outline), then the numbers. */
  private paintBoxes(context: CanvasRenderingContext2D, boxes: readonly (Box & { text: string })[]): void {
    const { style } = this.settings;
    if (boxes.length === 0) return;
    const inset = style.borderWidth / 2;
    context.beginPath();
    for (const box of boxes) {
      context.roundRect(
        box.x + inset,
        box.y + inset,
        box.width - style.borderWidth,
        box.height - style.borderWidth,
        Math.max(0, style.radius - inset),
      );
    }
    context.fillStyle = style.background;
    context.fill();
    context.lineWidth = style.borderWidth;
    context.strokeStyle = style.borderColor;
    context.stroke();

    context.font = this.font;
    context.fillStyle = style.textColor;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (const box of boxes) context.fillText(box.text, box.x + box.width / 2, box.y + box.height / 2);
  }
}

function cellsOf(box: Box): number[] {
  const cells: number[] = [];
  for (let cx = Math.floor(box.x / CELL); cx <= Math.floor((box.x + box.width) / CELL); cx += 1) {
    for (let cy = Math.floor(box.y / CELL); cy <= Math.floor((box.y + box.height) / CELL); cy += 1) {
      // Boxes lie within a few thousand pixels of the canvas: a 16-bit offset keeps keys apart.
      cells.push((cx + 0x8000) * 0x10000 + (cy + 0x8000));
    }
  }
  return cells;
}

function collides(grid: Map<number, Box[]>, box: Box): boolean {
  return cellsOf(box).some((cell) =>
    (grid.get(cell) ?? []).some(
      (other) =>
        box.x < other.x + other.width &&
        other.x < box.x + box.width &&
        box.y < other.y + other.height &&
        other.y < box.y + box.height,
    ),
  );
}

function remember(grid: Map<number, Box[]>, box: Box): void {
  for (const cell of cellsOf(box)) {
    const boxes = grid.get(cell);
    if (boxes) boxes.push(box);
    else grid.set(cell, [box]);
  }
}
