import styled from 'styled-components';

export const StyledTextarea = styled.textarea`
  min-height: calc(${({ theme }) => theme.sizes.control} * 2.5);
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;

  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:read-only { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;
