// For comparison with step 2: React Router 7 in declarative mode (no loaders, lazy routes or useMatches).
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';

const Auth = lazy(async () => ({ default: () => <p>Prospect</p> }));

function Layout() {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  return (
    <main>
      <button type="button" onClick={() => navigate('/auth')}>
        {location.pathname} {search.get('token')}
      </button>
      <Link to="/auth">Connexion</Link>
      <Suspense>
        <Outlet />
      </Suspense>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<Navigate to="/auth" replace />} />
        <Route path="/auth" element={<Auth />} />
      </Route>
    </Routes>
  </BrowserRouter>,
);
