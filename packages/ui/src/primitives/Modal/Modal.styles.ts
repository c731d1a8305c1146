import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { overlayStyles, sheetStyles } from './sheet.styles';

export const Overlay = styled(Dialog.Overlay)`
  ${overlayStyles}
`;

export const Content = styled(Dialog.Content)`
  ${sheetStyles}
  max-height: 90dvh;

  ${({ theme }) => theme.media.desktop} {
    max-height: 85dvh;

    &[data-size='wide'] { max-width: calc(${({ theme }) => theme.sizes.modalMax} * 1.5); }
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0 ${theme.space.lg}`};
`;

export const HeaderText = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.sm};
`;

export const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Description = styled(Dialog.Description)`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
