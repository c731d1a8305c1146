// The router app of floor step 2, which steps 3 and 4 wrap in their providers: React Router 7 in
// declarative mode, as the app uses it (useRoutes over a route table, matchRoutes, a lazy screen).
import { Suspense, use } from 'react';
import { BrowserRouter, matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RouterProbe } from './router-probe';

const authScreen = Promise.resolve({ Component: () => <p>Prospect</p> });

function Auth() {
  const { Component } = use(authScreen);
  return <Component />;
}

function Layout({ wrap }: { wrap: (content: React.ReactNode) => React.ReactNode }) {
  return wrap(<RouterProbe />);
}

function Routes({ wrap }: { wrap: (content: React.ReactNode) => React.ReactNode }) {
  const routes: RouteObject[] = [
    {
      element: <Layout wrap={wrap} />,
      children: [
        { path: '/', element: <Navigate to="/auth" replace />, handle: { title: 'Accueil' } },
        { path: '/auth', element: <Auth />, handle: { title: 'Connexion' } },
      ],
    },
  ];
  const location = useLocation();
  const titled = matchRoutes(routes, location)?.map((match) => match.route.handle);
  return <Suspense fallback={<p>{titled?.length}</p>}>{useRoutes(routes, location)}</Suspense>;
}

export function RouterApp({
  wrap = (content) => <main>{content}</main>,
}: {
  wrap?: (content: React.ReactNode) => React.ReactNode;
}) {
  return (
    <BrowserRouter>
      <Routes wrap={wrap} />
    </BrowserRouter>
  );
}
