import { Map as LeafletMap } from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { type CanvasView, ViewCanvasLayer } from './ViewCanvasLayer';

/** A layer that records the frame of each drawing and can take `cost` ms to draw. */
class RecordingLayer extends ViewCanvasLayer {
  readonly frames: number[] = [];
  /** Runs once this layer has drawn, in the same frame. */
  afterDrawing: () => void = () => {};

  constructor(
    name: string,
    private readonly cost: number,
    private readonly frameNow: () => number,
  ) {
    super({ name: 'test-pane', zIndex: 390 }, name);
  }

  protected override isBlank(): boolean {
    return false;
  }

  protected override paint(_view: CanvasView): void {
    this.frames.push(this.frameNow());
    const until = performance.now() + this.cost;
    while (performance.now() < until) {
      // A costly first drawing, as a thousand sectors make.
    }
    this.afterDrawing();
  }

  redraw(): void {
    this.scheduleDraw();
  }
}

let map: LeafletMap | null = null;
let frame = 0;
let counting = true;

function startMap(): LeafletMap {
  const container = document.createElement('div');
  container.style.cssText = 'width: 390px; height: 400px';
  document.body.append(container);
  map = new LeafletMap(container).setView([47.28, -2.39], 14);
  frame = 0;
  counting = true;
  const count = () => {
    frame += 1;
    if (counting) requestAnimationFrame(count);
  };
  // Counted before any layer asks for a frame, so a drawing reads the frame it runs in.
  requestAnimationFrame(count);
  return map;
}

afterEach(() => {
  counting = false;
  map?.getContainer().remove();
  map?.remove();
  map = null;
});

describe('ViewCanvasLayer', () => {
  it('draws cheap layers in one frame, in the order they asked', async () => {
    const on = startMap();
    const first = new RecordingLayer('first', 0, () => frame).addTo(on);
    const second = new RecordingLayer('second', 0, () => frame).addTo(on);
    await expect.poll(() => second.frames.length).toBe(1);
    expect(first.frames).toEqual(second.frames);
    expect(on.getPane('test-pane')?.style.zIndex).toBe('390');
  });

  it('leaves the next layer to the next frame once one drawing has spent the frame’s budget', async () => {
    const on = startMap();
    const costly = new RecordingLayer('costly', 20, () => frame).addTo(on);
    const next = new RecordingLayer('next', 0, () => frame).addTo(on);
    await expect.poll(() => next.frames.length).toBe(1);
    expect(next.frames[0]).toBeGreaterThan(costly.frames[0] ?? Number.POSITIVE_INFINITY);
  });

  it('never draws a layer removed while it waited', async () => {
    const on = startMap();
    const costly = new RecordingLayer('costly', 20, () => frame).addTo(on);
    const removed = new RecordingLayer('removed', 0, () => frame).addTo(on);
    const kept = new RecordingLayer('kept', 0, () => frame).addTo(on);
    // Removed in the frame that left it waiting.
    costly.afterDrawing = () => removed.remove();
    await expect.poll(() => kept.frames.length).toBe(1);
    expect(kept.frames[0]).toBeGreaterThan(costly.frames[0] ?? Number.POSITIVE_INFINITY);
    expect(removed.frames).toEqual([]);
    // And a layer asked again later is drawn again.
    kept.redraw();
    await expect.poll(() => kept.frames.length).toBe(2);
  });
});
