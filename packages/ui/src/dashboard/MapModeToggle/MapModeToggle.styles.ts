import styled from 'styled-components';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
`;
