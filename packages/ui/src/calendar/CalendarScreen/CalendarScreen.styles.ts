import styled from 'styled-components';
import { pageColumn } from '../../layout/PageColumn';

export const Screen = styled.main`
  ${pageColumn}
  gap: ${({ theme }) => theme.space.md};
`;

export const ScreenTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

// Phone: the month on its own line, Précédent and Suivant under it (full-size buttons leave no room
// for 'Septembre 2026' between them). From 768 px: one line.
export const MonthHeader = styled.div`
  display: grid;
  grid-template-areas: 'title title' 'prev next';
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child { grid-area: prev; justify-self: start; }
  & > :last-child { grid-area: next; justify-self: end; }

  /* Zoomed in, the two buttons no longer fit one line: one under the other, as wide as the page. */
  ${({ theme }) => theme.media.narrow} {
    grid-template-areas: 'title' 'prev' 'next';
    & > :first-child, & > :last-child { justify-self: stretch; }
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-areas: 'prev title next';
    grid-template-columns: auto 1fr auto;
  }
`;

export const MonthTitle = styled.h2`
  grid-area: title;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;

// Phone: the panel under the grid. Desktop: beside it.
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    &[data-panel-open] { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
  }
`;
