import styled from 'styled-components';

export const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
`;
