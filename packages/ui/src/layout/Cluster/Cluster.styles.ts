import styled from 'styled-components';
import { gapRules, listReset } from '../tokens';

export const ClusterRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  ${gapRules}
  ${listReset}

  &[data-wrap='false'] { flex-wrap: nowrap; }
  &[data-align='start'] { align-items: flex-start; }
  &[data-align='center'] { align-items: center; }
  &[data-align='end'] { align-items: flex-end; }
  &[data-align='baseline'] { align-items: baseline; }
  &[data-justify='center'] { justify-content: center; }
  &[data-justify='end'] { justify-content: flex-end; }
  &[data-justify='between'] { justify-content: space-between; }
`;
