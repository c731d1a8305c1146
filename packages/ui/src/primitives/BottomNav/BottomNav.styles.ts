import styled from 'styled-components';

export const Nav = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  height: ${({ theme }) => theme.sizes.bottomNav};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  max-width: ${({ theme }) => theme.sizes.contentMax};
  height: 100%;
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

// The link is whatever LinkComponent renders, so it is styled from here rather than wrapped.
export const Item = styled.li`
  display: flex;

  & > a,
  & > button {
    display: flex;
    flex: 1;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
    padding: ${({ theme }) => theme.space.xs};
    border: 0;
    border-top: ${({ theme }) => theme.space.xs} solid transparent;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    cursor: pointer;
  }
  & > a:hover,
  & > button:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }

  & > [aria-current='page'] {
    border-top-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const ItemLabel = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
