import styled from 'styled-components';

export const CardSurface = styled.div`
  display: block;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};

  &[data-padding='none'] { padding: 0; overflow: hidden; }
`;
