import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useAfterPaintValue } from './use-after-paint-value';

function Probe() {
  return <p>{useAfterPaintValue('live', 'waiting')}</p>;
}

/** Holds the page's frame callbacks until `runFrame`: no frame comes meanwhile. */
function holdFrames() {
  const held: FrameRequestCallback[] = [];
  const { requestAnimationFrame: request, cancelAnimationFrame: cancel } = window;
  window.requestAnimationFrame = (callback) => held.push(callback);
  window.cancelAnimationFrame = (id) => {
    held[id - 1] = () => undefined;
  };
  return {
    runFrame: () => {
      for (const callback of held.splice(0)) callback(performance.now());
    },
    release: () => {
      window.requestAnimationFrame = request;
      window.cancelAnimationFrame = cancel;
    },
  };
}

const tasksLater = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('useAfterPaintValue', () => {
  let frames: ReturnType<typeof holdFrames> | undefined;
  afterEach(() => frames?.release());

  it('keeps the initial value until a frame has come, then takes the value up in a task', async () => {
    frames = holdFrames();
    const screen = await render(<Probe />);
    await tasksLater();
    await expect.element(screen.getByText('waiting')).toBeInTheDocument();
    frames.runFrame();
    await expect.element(screen.getByText('live')).toBeInTheDocument();
  });
});
