// styled-components as the design system uses it (theme, global style, styled elements), shared by
// floor steps 3 and 4.
import styled, { createGlobalStyle, type DefaultTheme, ThemeProvider } from 'styled-components';

// The design system types DefaultTheme for its own tokens; the floor only needs the provider's code.
const theme = { space: 4 } as unknown as DefaultTheme;
const GlobalStyle = createGlobalStyle`body { margin: 0; font-family: system-ui; }`;
const Main = styled.main`
  padding: 16px;
  &[data-tone='alert'] { color: #b00020; }
`;

export function StyledShell({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

export const styledMain = (content: React.ReactNode) => <Main data-tone="alert">{content}</Main>;
