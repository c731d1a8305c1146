import styled from 'styled-components';

export const Tile = styled.article`
  position: relative;
  height: ${({ theme }) => theme.sizes.zoneTile};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/**
 * The zone name over the middle of the map, on a white label so it reads over any tile. At most two
 * lines show (the whole name stays in the heading for screen readers).
 */
export const Name = styled.h2`
  position: absolute;
  inset: 50% auto auto 50%;
  z-index: 1;
  max-width: calc(100% - 2 * ${({ theme }) => theme.sizes.control} - ${({ theme }) => theme.space.xl});
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  overflow-wrap: anywhere;
  transform: translate(-50%, -50%);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** Clamped inside the label, so its padding never shows a third line. */
export const NameText = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

const corner = styled.div`
  position: absolute;
  z-index: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const DeleteSlot = styled(corner)`
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
`;

/** Mid-height on the right, clear of the tiles' credit line at the bottom. */
export const OpenSlot = styled(corner)`
  top: 50%;
  right: ${({ theme }) => theme.space.sm};
  transform: translateY(-50%);
`;
