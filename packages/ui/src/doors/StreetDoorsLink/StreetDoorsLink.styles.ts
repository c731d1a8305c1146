import styled from 'styled-components';

// The link's own box gets the 44 px target: the app's router link renders a bare <a>.
export const LinkBox = styled.span`
  display: inline-flex;

  & > a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: ${({ theme }) => theme.sizes.control};
    min-height: ${({ theme }) => theme.sizes.control};
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  & > a:hover { background: ${({ theme }) => theme.colors.brandSoft}; }
  & > a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;
