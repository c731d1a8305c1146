import * as AlertDialog from '@radix-ui/react-alert-dialog';
import styled from 'styled-components';
import { overlayStyles, sheetStyles } from '../Modal/sheet.styles';

export const Overlay = styled(AlertDialog.Overlay)`
  ${overlayStyles}
`;

// The same sheet as Modal, with its content laid out directly inside.
export const Content = styled(AlertDialog.Content)`
  ${sheetStyles}
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;

export const Title = styled(AlertDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Message = styled(AlertDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};

  & > * { flex: 1 1 auto; }
  ${({ theme }) => theme.media.desktop} {
    & > * { flex: 0 0 auto; }
  }
`;
