export { GlobalStyle } from './GlobalStyle';
export { ProspectThemeProvider } from './ThemeProvider';
export { type ProspectTheme, theme } from './theme';
