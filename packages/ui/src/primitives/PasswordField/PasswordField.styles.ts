import styled from 'styled-components';
import { Input } from '../TextField';

export const InputRow = styled.div`
  position: relative;
  display: flex;
`;

// Room on the right for the show/hide button, which sits inside the field's border. Doubled class:
// dialogs keep their own copy of Input's rules in a later style sheet (OverlayStyleSheet), which
// would otherwise win over this one.
export const PasswordInput = styled(Input)`
  && {
    flex: 1;
    min-width: 0;
    padding-right: ${({ theme }) => theme.sizes.control};
  }
`;

export const Toggle = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  align-items: center;
`;
