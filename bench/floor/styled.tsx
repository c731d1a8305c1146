// Floor step 3: step 2 plus styled-components as the design system uses it (theme, global style, styled elements).
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, useMatches } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import styled, { createGlobalStyle, type DefaultTheme, ThemeProvider } from 'styled-components';

// The design system types DefaultTheme for its own tokens; the floor only needs the provider's code.
const theme = { space: 4 } as unknown as DefaultTheme;
const GlobalStyle = createGlobalStyle`body { margin: 0; font-family: system-ui; }`;
const Main = styled.main`
  padding: 16px;
  &[data-tone='alert'] { color: #b00020; }
`;

function Layout() {
  const matches = useMatches();
  return (
    <Main data-tone={matches.length > 1 ? 'alert' : undefined}>
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
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <RouterProvider router={router} />
  </ThemeProvider>,
);
