import * as RadixToast from '@radix-ui/react-toast';
import styled from 'styled-components';

// Phone: at the top, full width, clear of the dialogs that open as bottom sheets (a confirmation's
// text and buttons stay readable under a toast) and of the bottom navigation. Desktop: bottom right,
// beside the centred dialogs.
export const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space.sm});
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  list-style: none;
  outline: none;

  ${({ theme }) => theme.media.desktop} {
    top: auto;
    left: auto;
    bottom: ${({ theme }) => theme.space.xl};
    width: calc(${({ theme }) => theme.sizes.modalMax} * 0.8);
    padding: 0 ${({ theme }) => theme.space.xl} 0 0;
  }
`;

export const Root = styled(RadixToast.Root)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  border: 1px solid;
  border-left-width: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &[data-tone='success'] { border-color: ${({ theme }) => theme.colors.success}; }
  &[data-tone='error'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const Announcement = styled.div`
  display: flex;
  flex: 1;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > svg { flex: none; }
  [data-tone='success'] & > svg { color: ${({ theme }) => theme.colors.success}; }
  [data-tone='error'] & > svg { color: ${({ theme }) => theme.colors.danger}; }
`;
