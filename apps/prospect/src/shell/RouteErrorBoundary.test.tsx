import { ProspectThemeProvider } from '@prospect/ui';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken({ broken }: { broken: boolean }): React.ReactNode {
  if (broken) throw new Error('render failed');
  return <p>La page</p>;
}

const tree = (resetKey: string, broken: boolean) => (
  <ProspectThemeProvider>
    <RouteErrorBoundary resetKey={resetKey}>
      <Broken broken={broken} />
    </RouteErrorBoundary>
  </ProspectThemeProvider>
);

describe('RouteErrorBoundary', () => {
  it('shows the error page in place of a page that throws, until the address changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const screen = await render(tree('/favoris', true));
    await expect.element(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    // Same address, page fixed: the error stays (a retry is the page's reload).
    await screen.rerender(tree('/favoris', false));
    await expect.element(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await screen.rerender(tree('/calendrier', false));
    await expect.element(screen.getByText('La page')).toBeVisible();
    vi.restoreAllMocks();
  });

  it('keeps an error that arrives with the navigation that caused it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const screen = await render(tree('/dashboard', false));
    await expect.element(screen.getByText('La page')).toBeVisible();
    // The new address and the failure come in one render, as a navigation to a broken screen does.
    await screen.rerender(tree('/favoris', true));
    await expect.element(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    vi.restoreAllMocks();
  });
});
