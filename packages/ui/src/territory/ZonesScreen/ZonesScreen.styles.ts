import styled from 'styled-components';

// The same column as every territory screen.
export { Page } from '../shared/TerritoryPage.styles';

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/**
 * A tile of the list. Off screen the browser skips its layout and paint (content-visibility), sized
 * meanwhile as a tile is (its map and its footer's 44 px controls); it stays in the accessibility tree.
 * That also clips painting to the item, so it reaches past the tile by the card shadow's room.
 */
export const TileItem = styled.li`
  content-visibility: auto;
  contain-intrinsic-block-size: auto
    calc(${({ theme }) => `${theme.sizes.zoneTile} + ${theme.sizes.control} + 2 * ${theme.space.xs}`});
  margin: calc(-1 * ${({ theme }) => theme.space.xs});
  padding: ${({ theme }) => theme.space.xs};
`;
