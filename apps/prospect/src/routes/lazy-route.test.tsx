import { LoadingText, ProspectThemeProvider } from '@prospect/ui';
import { Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';
import { LazyRoute, lazyModule, type RouteModule } from './lazy-route';

// The app's routes in declarative mode: each screen's module arrives on demand, titles the page, and a
// failed download shows the error page once, until the next navigation.

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/Screen.js');

function Home() {
  return (
    <main>
      <h1>Accueil</h1>
      <Link to="/favoris">Favoris</Link>
    </main>
  );
}

function renderRoutes(load: () => Promise<RouteModule>, path = '/') {
  const module = lazyModule(load);
  const home = lazyModule(async () => ({ Component: Home, handle: { title: () => 'Accueil' } }));
  return render(
    <ProspectThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <RouteErrorBoundary resetKey="static">
          <Suspense fallback={<LoadingText />}>
            <Routes>
              <Route path="/" element={<LazyRoute module={home} />} />
              <Route path="/favoris" element={<LazyRoute module={module} />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>
    </ProspectThemeProvider>,
  );
}

describe('LazyRoute', () => {
  it('shows the module once it has arrived and titles the page after it', async () => {
    const screen = await renderRoutes(
      async () => ({ Component: () => <h1>Mes favoris</h1>, handle: { title: () => 'Favoris' } }),
      '/favoris',
    );
    await expect.element(screen.getByRole('heading', { name: 'Mes favoris' })).toBeVisible();
    await vi.waitFor(() => expect(document.title).toBe('Favoris · Prospect'));
  });

  it('keeps the screen on view while the next one downloads', async () => {
    let arrive: (module: RouteModule) => void = () => undefined;
    const screen = await renderRoutes(() => new Promise((resolve) => (arrive = resolve)));
    await expect.element(screen.getByRole('heading', { name: 'Accueil' })).toBeVisible();
    await screen.getByRole('link', { name: 'Favoris' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Accueil' })).toBeVisible();
    expect(screen.getByText('Chargement…').query()).toBeNull();
    arrive({ Component: () => <h1>Mes favoris</h1> });
    await expect.element(screen.getByRole('heading', { name: 'Mes favoris' })).toBeVisible();
  });

  it('shows a failed download as the chunk error, asking for it once per navigation', async () => {
    const load = vi.fn(() => Promise.reject(chunkFailure()));
    const screen = await renderRoutes(load);
    await screen.getByRole('link', { name: 'Favoris' }).click();
    await expect
      .element(screen.getByText('Le chargement a échoué. Vérifiez votre connexion puis réessayez.'))
      .toBeVisible();
    // React renders again after the failure: it must meet the same failed download, not start another.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
