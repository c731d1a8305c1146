import styled from 'styled-components';

// The whole row is the label, so the touch target is at least 44 px high.
export const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.control};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};

  &[data-disabled='true'] { cursor: not-allowed; opacity: 0.6; }
`;

export const Box = styled.input`
  flex: none;
  width: calc(${({ theme }) => theme.space.lg} + ${({ theme }) => theme.space.xs});
  height: calc(${({ theme }) => theme.space.lg} + ${({ theme }) => theme.space.xs});
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: inherit;
`;

export const Text = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
