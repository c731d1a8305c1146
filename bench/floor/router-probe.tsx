// The router hooks and elements every screen of the app uses, shared by the floor pages that have a
// router so each step keeps the previous step's router code.
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';

export function RouterProbe({ children }: { children?: React.ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  return (
    <>
      <button type="button" onClick={() => navigate('/auth')}>
        {location.pathname} {search.get('token')} {children}
      </button>
      <Link to="/auth">Connexion</Link>
      <Outlet />
    </>
  );
}
