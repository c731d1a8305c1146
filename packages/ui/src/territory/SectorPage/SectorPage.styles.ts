import styled from 'styled-components';

export const CountForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child { flex: 1 1 140px; }
`;

export const NoteButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Follows the field in the DOM, but shows on a line of its own under the field and its button. */
export const CountPending = styled.div`
  order: 1;
  flex-basis: 100%;
`;
