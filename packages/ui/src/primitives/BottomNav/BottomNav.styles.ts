import styled, { css } from 'styled-components';

/**
 * The room a page leaves at its end for the fixed navigation to cover, gap included; none once the
 * navigation has joined the page (narrow screens).
 */
export const clearOfBottomNav = css`
  padding-bottom: calc(${({ theme }) => theme.sizes.bottomNav} + ${({ theme }) => theme.space.lg});

  ${({ theme }) => theme.media.narrow} { padding-bottom: 0; }
`;

export const Nav = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  height: ${({ theme }) => theme.sizes.bottomNav};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  /* Zoomed in, five sections no longer fit one row, and a fixed bar would cover much of a short screen
     (WCAG technique C34): the navigation ends the page instead, its sections wrapping onto more rows. */
  ${({ theme }) => theme.media.narrow} {
    position: static;
    height: auto;
  }
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  max-width: ${({ theme }) => theme.sizes.contentMax};
  height: 100%;
  margin: 0 auto;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.narrow} {
    display: flex;
    flex-wrap: wrap;
  }
`;

// The link is whatever LinkComponent renders, so it is styled from here rather than wrapped.
export const Item = styled.li`
  display: flex;
  ${({ theme }) => theme.media.narrow} {
    flex: 1 1 auto;
    min-width: ${({ theme }) => theme.sizes.control};
  }

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
