import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { loadOnce } from '../primitives/lazy';
import { useMapModule } from './useMapModule';

interface FakeMapModule {
  label: string;
}

/** A chunk download the test settles by hand. */
function controlledChunk() {
  let settle: { resolve: (module: FakeMapModule) => void; reject: (error: Error) => void } | undefined;
  let calls = 0;
  const source = loadOnce(() => {
    calls += 1;
    return new Promise<FakeMapModule>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    source,
    resolve: (module: FakeMapModule) => settle?.resolve(module),
    reject: (error: Error) => settle?.reject(error),
    calls: () => calls,
  };
}

function FakeMap({ source }: { source: ReturnType<typeof controlledChunk>['source'] }) {
  const module = useMapModule(source);
  return <p>{module ? module.label : 'loading'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">map failed</p> : this.props.children;
  }
}

describe('useMapModule', () => {
  it('shows the loading text, then the map once its chunk arrives', async () => {
    const chunk = controlledChunk();
    const screen = await render(<FakeMap source={chunk.source} />);
    await expect.element(screen.getByText('loading')).toBeVisible();
    chunk.resolve({ label: 'map ready' });
    await expect.element(screen.getByText('map ready')).toBeVisible();
    expect(chunk.calls()).toBe(1);
  });

  it('renders a chunk already in at once, without asking for it again', async () => {
    const chunk = controlledChunk();
    const loading = chunk.source.load();
    chunk.resolve({ label: 'already in' });
    await loading;
    const screen = await render(<FakeMap source={chunk.source} />);
    expect(screen.container.textContent).toBe('already in');
    expect(chunk.calls()).toBe(1);
  });

  it('hands a failed download to the error boundary, and a new mount asks for it again', async () => {
    const chunk = controlledChunk();
    const screen = await render(
      <Boundary>
        <FakeMap source={chunk.source} />
      </Boundary>,
    );
    chunk.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect.element(screen.getByRole('alert')).toBeVisible();
    await screen.rerender(
      <Boundary key="again">
        <FakeMap source={chunk.source} />
      </Boundary>,
    );
    await expect.poll(() => chunk.calls()).toBe(2);
    chunk.resolve({ label: 'map ready' });
    await expect.element(screen.getByText('map ready')).toBeVisible();
  });
});
