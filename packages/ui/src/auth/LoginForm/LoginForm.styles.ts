import styled from 'styled-components';

export { Divider, Form, Slot, Title } from '../../primitives/CardForm';

export const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(-1 * ${({ theme }) => theme.space.sm});
`;
