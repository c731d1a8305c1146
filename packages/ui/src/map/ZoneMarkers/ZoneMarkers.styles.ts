import { createGlobalStyle } from 'styled-components';

/**
 * Leaflet creates the markers' and labels' elements, not React, so they are styled by class. Scoped
 * to `.prospect-map`, the class every MapView gives its Leaflet container.
 */
export const ZoneMarkerStyles = createGlobalStyle`
  .prospect-map .prospect-zone-marker {
    display: flex;
    align-items: center;
    justify-content: center;
    border-radius: ${({ theme }) => theme.radii.pill};
    cursor: pointer;
  }

  .prospect-map .prospect-zone-marker:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  .prospect-map .prospect-zone-pin {
    display: flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    width: 32px;
    height: 32px;
    border: 3px solid ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  /* Pin and name share the marker's box as if they were its own children. */
  .prospect-map .prospect-zone-face {
    display: contents;
  }

  /*
   * The zone's name under its pin, on a white label so it reads over any tile; long names are cut.
   * A tap on it goes to the map, as on a tooltip.
   */
  .prospect-map .prospect-zone-label {
    position: absolute;
    top: 100%;
    left: 50%;
    display: block;
    margin-top: ${({ theme }) => theme.space.xs};
    transform: translateX(-50%);
    pointer-events: none;
    user-select: none;
    max-width: 160px;
    padding: 0 ${({ theme }) => theme.space.xs};
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
    text-overflow: ellipsis;
    box-shadow: none;
  }
`;
