// The data-router app of floor step 2, which steps 3 and 4 wrap in their providers.
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
