import styled from 'styled-components';

/**
 * White streets on a light ground in the map's place: drawn by CSS gradients, so it costs no tile download, no
 * Leaflet and no image decoding, and looks like a quiet map behind the tile's name and arrow.
 */
export const Sketch = styled.div`
  height: ${({ theme }) => theme.sizes.zoneTile};
  background-color: ${({ theme }) => theme.colors.surfaceAlt};
  background-image:
    linear-gradient(${({ theme }) => theme.colors.surface} ${({ theme }) => theme.space.xs}, transparent 0),
    linear-gradient(90deg, ${({ theme }) => theme.colors.surface} ${({ theme }) => theme.space.xs}, transparent 0);
  background-size: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xxxl}`};
  background-position: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
`;
