import styled from 'styled-components';

// Variants are data attributes so the CSS is generated once, not per render.
export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.control};
  min-width: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  text-decoration: none;

  &[data-full-width='true'] { width: 100%; }
  /* Smaller text, never a smaller target: one-handed use needs 44 px everywhere. */
  &[data-size='small'] {
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textOnBrand};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandHover}; }
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandSoft}; }
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textOnBrand};
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.brand};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  }

  &:disabled { cursor: not-allowed; opacity: 0.6; }
  &[aria-busy='true'] { cursor: progress; opacity: 0.8; }
`;
