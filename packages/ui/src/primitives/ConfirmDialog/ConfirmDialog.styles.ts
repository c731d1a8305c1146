import * as AlertDialog from '@radix-ui/react-alert-dialog';
import styled from 'styled-components';

export const Overlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

// Phone: a bottom sheet like Modal. Desktop: a centred box.
export const Content = styled(AlertDialog.Content)`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
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
    border-radius: ${({ theme }) => theme.radii.lg};
    transform: translate(-50%, -50%);
  }
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
