import { NETWORK_QUIET_MS } from '@prospect/scheduling';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { loadOnce } from './load-once';
import { type UseLoadedOptions, useLoaded } from './use-loaded';

interface FakeModule {
  label: string;
}

/** A download the test settles by hand. */
function controlledDownload() {
  let settle: { resolve: (module: FakeModule) => void; reject: (error: Error) => void } | undefined;
  let calls = 0;
  const source = loadOnce(() => {
    calls += 1;
    return new Promise<FakeModule>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    source,
    resolve: (module: FakeModule) => settle?.resolve(module),
    reject: (error: Error) => settle?.reject(error),
    calls: () => calls,
  };
}

type Download = ReturnType<typeof controlledDownload>;

function Part({ download, options }: { download: Download; options?: UseLoadedOptions }) {
  const module = useLoaded(download.source, options);
  return <p>{module ? module.label : 'loading'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">failed</p> : this.props.children;
  }
}

const offline = () => new TypeError('Failed to fetch dynamically imported module');

describe('useLoaded', () => {
  it('renders without it, then with it once it arrives', async () => {
    const download = controlledDownload();
    const screen = await render(<Part download={download} />);
    await expect.element(screen.getByText('loading')).toBeVisible();
    download.resolve({ label: 'ready' });
    await expect.element(screen.getByText('ready')).toBeVisible();
    expect(download.calls()).toBe(1);
  });

  it('renders what has already arrived at once, without asking again', async () => {
    const download = controlledDownload();
    const loading = download.source.load();
    download.resolve({ label: 'already in' });
    await loading;
    const screen = await render(<Part download={download} />);
    expect(screen.container.textContent).toBe('already in');
    expect(download.calls()).toBe(1);
  });

  it("'throw' hands a failed download to the error boundary; a new mount asks again", async () => {
    const download = controlledDownload();
    const screen = await render(
      <Boundary>
        <Part download={download} options={{ onFailure: 'throw' }} />
      </Boundary>,
    );
    download.reject(offline());
    await expect.element(screen.getByRole('alert')).toBeVisible();
    await screen.rerender(
      <Boundary key="again">
        <Part download={download} options={{ onFailure: 'throw' }} />
      </Boundary>,
    );
    await expect.poll(() => download.calls()).toBe(2);
    download.resolve({ label: 'ready' });
    await expect.element(screen.getByText('ready')).toBeVisible();
  });

  it("'wait' keeps the screen up after a failure, and tries again when the retry key changes", async () => {
    const download = controlledDownload();
    const screen = await render(<Part download={download} options={{ retryKey: 1 }} />);
    download.reject(offline());
    await expect.poll(() => download.calls()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.container.textContent).toBe('loading');
    await screen.rerender(<Part download={download} options={{ retryKey: 2 }} />);
    await expect.poll(() => download.calls()).toBe(2);
    download.resolve({ label: 'ready' });
    await expect.element(screen.getByText('ready')).toBeVisible();
  });

  it('with now: false, asks only once the network has been quiet', async () => {
    const download = controlledDownload();
    await render(<Part download={download} options={{ now: false }} />);
    await new Promise((resolve) => setTimeout(resolve, NETWORK_QUIET_MS / 2));
    expect(download.calls()).toBe(0);
    await expect.poll(() => download.calls(), { timeout: NETWORK_QUIET_MS + 5_000 }).toBe(1);
  });
});
