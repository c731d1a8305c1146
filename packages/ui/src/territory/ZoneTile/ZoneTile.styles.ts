import styled from 'styled-components';

export const Tile = styled.article`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const MapArea = styled.div`
  position: relative;
  height: ${({ theme }) => theme.sizes.zoneTile};
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

  /* Zoomed in, centred between two controls' widths it would get a word a line: it takes the left
     instead, up to the arrow. */
  ${({ theme }) => theme.media.narrow} {
    inset: 50% auto auto ${({ theme }) => theme.space.sm};
    max-width: calc(100% - ${({ theme }) => theme.sizes.control} - 3 * ${({ theme }) => theme.space.sm});
    transform: translateY(-50%);
  }
`;

/** Clamped inside the label, so its padding never shows a third line. */
export const NameText = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;

  /* Zoomed in, the same name takes more lines; the map's height still has room for four. */
  ${({ theme }) => theme.media.narrow} { -webkit-line-clamp: 4; }
`;

/** The arrow saying the tile opens, mid-height on the right, clear of the tiles' credit line. */
export const OpenMark = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transform: translateY(-50%);
`;

/** Covers the whole tile: the map, the name and the progress all open the zone. */
export const OpenButton = styled.button`
  position: absolute;
  inset: 0;
  z-index: 2;
  width: 100%;
  padding: 0;
  border: none;
  border-radius: inherit;
  background: transparent;
  cursor: pointer;

  &:hover { box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.brand}; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** The progress, and the delete button above the open button in the bottom-right corner. */
export const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};

  & > :first-child { flex: 1; }
  & > button {
    position: relative;
    z-index: 3;
  }
`;

/** 'Disponible hors ligne' in the map's top-left corner, clear of the name and the arrow. */
export const OfflineMark = styled.p`
  position: absolute;
  inset: ${({ theme }) => theme.space.sm} auto auto ${({ theme }) => theme.space.sm};
  z-index: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  box-shadow: ${({ theme }) => theme.shadows.card};

  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** Zoomed in, the name takes the left half and up to four lines: the mark keeps its icon only there. */
export const OfflineMarkText = styled.span`
  ${({ theme }) => theme.media.narrow} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
