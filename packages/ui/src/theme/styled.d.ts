import 'styled-components';
import type { ProspectTheme } from './theme';

declare module 'styled-components' {
  export interface DefaultTheme extends ProspectTheme {}
}
