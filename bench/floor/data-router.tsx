// Floor step 2: React Router 7 as the app uses it (data router, lazy route, the same hooks).
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  Link,
  Navigate,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';

function Layout() {
  const matches = useMatches();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  return (
    <main>
      <button type="button" onClick={() => navigate('/auth')}>
        {matches.length} {location.pathname} {search.get('token')}
      </button>
      <Link to="/auth">Connexion</Link>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <p>Erreur</p>,
    children: [
      { path: '/', element: <Navigate to="/auth" replace /> },
      { path: '/auth', lazy: async () => ({ Component: () => <p>Prospect</p> }) },
    ],
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(<RouterProvider router={router} />);
