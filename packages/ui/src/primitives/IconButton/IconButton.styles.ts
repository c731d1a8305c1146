import styled from 'styled-components';

// A square 44 px touch target whatever the icon size; variants are data attributes.
export const StyledIconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;

  &[data-variant='ghost'] {
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  }
  &[data-variant='danger'] {
    color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.dangerSoft}; }
  }

  &:disabled { cursor: not-allowed; opacity: 0.6; }
`;
