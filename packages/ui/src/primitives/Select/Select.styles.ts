import styled from 'styled-components';
import { controlSurface } from '../TextField/TextField.styles';

// Matches TextField's input; the native arrow is kept (it is what phones expect).
export const StyledSelect = styled.select`
  ${controlSurface}

  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;
