import styled from 'styled-components';

/**
 * The map and what floats over it. Leaflet's own layers get a stacking context of their own
 * (z-index 0 on the container), so its panes (400–1000) never cover the page's dialogs or navigation.
 * Markers, clusters, labels and popups are styled here: Leaflet creates their elements, not React.
 */
export const Frame = styled.div`
  position: relative;
  width: 100%;
  height: var(--map-height);
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};

  .prospect-map {
    width: 100%;
    height: 100%;
    z-index: ${({ theme }) => theme.zIndices.map};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &[data-interactive='false'] .prospect-map { pointer-events: none; }

  /* Leaflet's touch styles shrink the buttons to 30 px; ours win by specificity, at 44 px. */
  .prospect-map .leaflet-control-zoom a {
    width: ${({ theme }) => theme.sizes.control};
    height: ${({ theme }) => theme.sizes.control};
    line-height: ${({ theme }) => theme.sizes.control};
    color: ${({ theme }) => theme.colors.text};
  }

  .leaflet-control-attribution {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  .prospect-note-marker {
    display: flex;
    align-items: center;
    justify-content: center;
    border-radius: ${({ theme }) => theme.radii.pill};
  }

  .prospect-note-dot {
    box-sizing: border-box;
    width: 28px;
    height: 28px;
    border: 3px solid ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  .prospect-note-dot-pending {
    display: flex;
    align-items: center;
    justify-content: center;
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  }

  .prospect-here-marker { pointer-events: none; }

  .prospect-here-dot {
    display: block;
    box-sizing: border-box;
    width: 100%;
    height: 100%;
    border: 3px solid ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.info};
    box-shadow: 0 0 0 6px ${({ theme }) => theme.colors.infoSoft};
  }

  .prospect-cluster-marker {
    display: flex;
    align-items: center;
    justify-content: center;
    border: 3px solid ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  .leaflet-popup-content-wrapper {
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  /* Leaflet gives popup paragraphs a margin; the note popup spaces its own content. */
  .leaflet-popup-content p { margin: 0; }

  /* Leaflet sets a popup's width (240 px at least); zoomed in, that is wider than the map, whose edge
     would cut the note's form. Capped at the screen less, each side, the page's margin, the gap kept to
     the map's edge (panPopupIntoView), the popup's margin and its border. */
  .leaflet-popup-content {
    max-width: calc(100vw - 2 * (${({ theme }) => theme.space.sm} + ${({ theme }) => theme.space.lg} + ${({ theme }) => theme.space.md} + ${({ theme }) => theme.space.xs}));
    margin: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
`;
