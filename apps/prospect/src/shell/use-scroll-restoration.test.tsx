import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useScrollRestoration } from './use-scroll-restoration';

function TallPage({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <main style={{ height: '4000px' }}>
      <h1>{name}</h1>
      {/* Fixed, as the bottom navigation is: a click needs no scrolling to reach it. */}
      <nav style={{ position: 'fixed', bottom: 0 }}>
        <Link to="/b">Page B</Link>
        <button type="button" onClick={() => navigate(-1)}>
          Retour
        </button>
      </nav>
    </main>
  );
}

function Pages() {
  useScrollRestoration();
  return (
    <Routes>
      <Route path="/a" element={<TallPage name="A" />} />
      <Route path="/b" element={<TallPage name="B" />} />
    </Routes>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('useScrollRestoration', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.scrollTo(0, 0);
  });

  it('opens a new page at the top and returns to where the agent was on the way back', async () => {
    const screen = await render(
      <MemoryRouter initialEntries={['/a']}>
        <Pages />
      </MemoryRouter>,
    );
    window.scrollTo(0, 900);
    await nextFrame();
    expect(window.scrollY).toBe(900);
    await screen.getByRole('link', { name: 'Page B' }).click();
    await expect.element(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);
    window.scrollTo(0, 300);
    await nextFrame();
    await screen.getByRole('button', { name: 'Retour' }).click();
    await expect.element(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(window.scrollY).toBe(900);
  });

  it('lets the browser restore nothing itself while the app does', async () => {
    const screen = await render(
      <MemoryRouter initialEntries={['/a']}>
        <Pages />
      </MemoryRouter>,
    );
    await expect.element(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(window.history.scrollRestoration).toBe('manual');
    await screen.unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
