import styled from 'styled-components';

export const Screen = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
`;

export const ScreenTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const MonthHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const MonthTitle = styled.h2`
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
