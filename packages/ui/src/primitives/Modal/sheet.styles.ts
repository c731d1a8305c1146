import { css } from 'styled-components';

/** The dimmed backdrop behind Modal and ConfirmDialog. */
export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

/** Phone: a full-width sheet anchored to the bottom. Desktop: a centred box. */
export const sheetStyles = css`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
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
