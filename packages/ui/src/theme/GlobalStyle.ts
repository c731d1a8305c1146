import { createGlobalStyle } from 'styled-components';

// The reasons live here, not in the CSS: comments inside the template ship with every first load.
// - body's overflow-wrap: a word longer than its line (an email, a long title zoomed in) breaks
//   rather than pushing the page sideways; words that fit are untouched.
// - body > * pointer-events: an open dialog turns pointer events off on body (Radix), its overlay
//   covering the page anyway. The property is inherited: without a value of their own, every element
//   of a long page restyled on each opening and closing (a street's doors, bench/doors.ts).
// - @property: the same dialogs' scroll lock (react-remove-scroll-bar) sets this variable on body;
//   inherited, as custom properties are, it restyled every element too. Nothing reads it.
// - Headings and sections a page focuses for screen readers (tabindex -1) are not controls: no ring.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: break-word;
  }
  body > * { pointer-events: auto; }
  @property --removed-body-scroll-bar-size { syntax: '*'; inherits: false; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  :is(h1, h2, h3, section)[tabindex='-1']:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0s !important; transition-duration: 0s !important; }
  }
`;
