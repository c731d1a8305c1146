import styled from 'styled-components';

export { Divider, Form, Slot, Title } from '../../../primitives/CardForm';

/** Prénom and Nom side by side: both are short. */
export const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};

  & > * { min-width: 0; }
`;

/** Server errors can hold one line per field. */
export const ServerError = styled.span`
  white-space: pre-line;
`;
