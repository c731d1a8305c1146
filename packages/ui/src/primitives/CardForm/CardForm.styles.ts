import styled from 'styled-components';
import { raisedSheet } from '../Card/Card.styles';

// A form on its own card (the login and registration forms): the card, its heading, the 'ou'
// divider and a slot for a third-party button (Google).

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.modalMax};
  ${raisedSheet}
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before, &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Slot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  min-height: ${({ theme }) => theme.sizes.control};
`;
