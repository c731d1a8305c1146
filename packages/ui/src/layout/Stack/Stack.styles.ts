import styled from 'styled-components';
import { gapRules, listReset } from '../tokens';

export const StackRoot = styled.div`
  display: flex;
  flex-direction: column;
  ${gapRules}
  ${listReset}

  &[data-align='start'] { align-items: flex-start; }
  &[data-align='center'] { align-items: center; }
  &[data-align='end'] { align-items: flex-end; }
`;
