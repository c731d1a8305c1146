import styled from 'styled-components';

export const VisibleLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Track = styled.div`
  flex: 1;
  height: ${({ theme }) => theme.space.sm};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

// The width comes from a CSS variable so the class stays the same for every value.
export const Fill = styled.div`
  width: var(--progress-value);
  height: 100%;
  background: ${({ theme }) => theme.colors.success};
`;

export const Value = styled.span`
  flex: none;
  min-width: 4ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  text-align: right;
  color: ${({ theme }) => theme.colors.text};
`;
