import styled from 'styled-components';

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** The year the list is scoped to (from the dashboard's figures), beside the way out of it. */
export const YearLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// One column on phones, two from 768 px.
export const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  /* A card out of view is neither laid out nor painted until it nears the screen (a long list's cost);
     once seen, it keeps its size. Its shadow reaches past the item, which would clip it otherwise. */
  & > li {
    display: flex;
    content-visibility: auto;
    contain-intrinsic-size: auto 240px;
    overflow-clip-margin: ${({ theme }) => theme.space.sm};
  }
  & > li > * { flex: 1; }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
