import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

// Phone: a full-width sheet anchored to the bottom. Desktop: a centred box.
export const Content = styled(Dialog.Content)`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  max-height: 90dvh;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible { outline: none; }

  ${({ theme }) => theme.media.desktop} {
    top: 50%;
    right: auto;
    bottom: auto;
    left: 50%;
    width: calc(100% - 2 * ${({ theme }) => theme.space.xl});
    max-width: ${({ theme }) => theme.sizes.modalMax};
    max-height: 85dvh;
    border-radius: ${({ theme }) => theme.radii.lg};
    transform: translate(-50%, -50%);

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
