// Floor step 4: step 3 plus the data libraries every route loads: SWR and zod/mini validating an answer.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, useMatches } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import styled, { createGlobalStyle, type DefaultTheme, ThemeProvider } from 'styled-components';
import useSWR, { SWRConfig } from 'swr';
import * as z from 'zod/mini';

const Profile = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(['AGENT', 'ADMIN']),
  city: z.nullable(z.string()),
});

// The design system types DefaultTheme for its own tokens; the floor only needs the provider's code.
const theme = { space: 4 } as unknown as DefaultTheme;
const GlobalStyle = createGlobalStyle`body { margin: 0; font-family: system-ui; }`;
const Main = styled.main`
  padding: 16px;
`;

function Layout() {
  const matches = useMatches();
  const { data } = useSWR('/api/profile/', async (url: string) =>
    Profile.parse(await (await fetch(url)).json()),
  );
  return (
    <Main>
      {matches.length} {data?.email}
      <Outlet />
    </Main>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [{ path: '/auth', lazy: async () => ({ Component: () => <p>Prospect</p> }) }],
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <SWRConfig value={{ shouldRetryOnError: false }}>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </ThemeProvider>
  </SWRConfig>,
);
