// Not a floor step: React Router 7's data router, as the app used it until issue 18 (createBrowserRouter,
// lazy routes, useMatches, an error element), to price it against step 2's declarative mode.
import { createBrowserRouter, Navigate, useMatches } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouterProbe } from './router-probe';

function Layout({ wrap }: { wrap: (content: React.ReactNode) => React.ReactNode }) {
  const matches = useMatches();
  return wrap(<RouterProbe>{matches.length}</RouterProbe>);
}

export function DataRouterApp({
  wrap = (content) => <main>{content}</main>,
}: {
  wrap?: (content: React.ReactNode) => React.ReactNode;
}) {
  const router = createBrowserRouter([
    {
      element: <Layout wrap={wrap} />,
      errorElement: <p>Erreur</p>,
      children: [
        { path: '/', element: <Navigate to="/auth" replace /> },
        { path: '/auth', lazy: async () => ({ Component: () => <p>Prospect</p> }) },
      ],
    },
  ]);
  return <RouterProvider router={router} />;
}
