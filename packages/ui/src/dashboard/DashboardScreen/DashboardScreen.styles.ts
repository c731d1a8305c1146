import styled from 'styled-components';
import { clearOfBottomNav } from '../../primitives/BottomNav';

/** Leaves room for the fixed bottom navigation. */
export const Page = styled.div`
  min-height: 100dvh;
  ${clearOfBottomNav}
  background: ${({ theme }) => theme.colors.background};
`;

// Phone: the spec's order, one column. Desktop: the map beside the zone list.
export const Main = styled.main`
  display: grid;
  grid-template-areas: 'greeting' 'stats' 'map' 'admin' 'zones';
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};

  /* The page column's margins (see pageColumn). */
  ${({ theme }) => theme.media.narrow} { padding: ${({ theme }) => theme.space.sm}; }
  ${({ theme }) => theme.media.desktop} {
    grid-template-areas: 'greeting greeting' 'stats stats' 'map zones' 'admin admin';
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    gap: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Area = styled.div`
  min-width: 0;

  &[data-area='greeting'] { grid-area: greeting; }
  &[data-area='stats'] { grid-area: stats; }
  &[data-area='map'] { grid-area: map; }
  &[data-area='admin'] { grid-area: admin; }
  &[data-area='zones'] { grid-area: zones; }
`;

export const MapHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
