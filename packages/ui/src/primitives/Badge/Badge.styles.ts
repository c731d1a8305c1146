import styled from 'styled-components';

// Every tone pairs a dark text colour with its pale background (AA contrast, 4.5:1 or more).
export const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.body};
  white-space: nowrap;

  & > svg { flex: none; }

  &[data-tone='green'] {
    color: ${({ theme }) => theme.categoryColors.green.fg};
    background: ${({ theme }) => theme.categoryColors.green.bg};
  }
  &[data-tone='blue'] {
    color: ${({ theme }) => theme.categoryColors.blue.fg};
    background: ${({ theme }) => theme.categoryColors.blue.bg};
  }
  &[data-tone='purple'] {
    color: ${({ theme }) => theme.categoryColors.purple.fg};
    background: ${({ theme }) => theme.categoryColors.purple.bg};
  }
  &[data-tone='yellow'] {
    color: ${({ theme }) => theme.sectorStatusColors.pending.fg};
    background: ${({ theme }) => theme.sectorStatusColors.pending.bg};
  }
  &[data-tone='red'] {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
  &[data-tone='neutral'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
