import type { Decorator } from '@storybook/react-vite';
import { createGlobalStyle } from 'styled-components';
import { PAGE_MARGIN } from '../FieldSheet.styles';

/** Emulated print has no pages: the printer's margin (@page) stands as the body's padding. */
const PaperMargin = createGlobalStyle`
  body:has(> [data-field-sheet]) { padding: ${PAGE_MARGIN}; }
`;

/**
 * What a printed sheet's story needs: print media (preview.tsx) on a sheet of A4, with its margin.
 * Storybook itself shows the screen, where the sheet is hidden: emulate print in the devtools.
 */
export const onPaper = {
  parameters: { layout: 'fullscreen', media: 'print' },
  globals: { viewport: { value: 'a4' } },
  decorators: [
    (Story) => (
      <>
        <PaperMargin />
        <Story />
      </>
    ),
  ] satisfies Decorator[],
};
