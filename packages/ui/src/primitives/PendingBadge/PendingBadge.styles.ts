import styled from 'styled-components';

// Dashed like a pending note's map marker: one look for "kept on this device, not sent yet". The text
// says it; the dashes and colours only help the eye find it.
export const StyledPendingBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.body};
  white-space: nowrap;

  & > svg { flex: none; }
`;
