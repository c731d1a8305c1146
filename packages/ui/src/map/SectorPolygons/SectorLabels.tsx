import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { useTheme } from 'styled-components';
import { t } from '../../i18n';
import { type SectorLabel, SectorLabelLayer, type SectorLabelStyle } from './SectorLabelLayer';
import '../../i18n/messages/territory';

/**
 * Sector numbers get a pane of their own between Leaflet's shapes (400) and its markers (600): above
 * the fills, under the note markers.
 */
const LABEL_PANE = 'prospect-sector-labels';
const LABEL_PANE_Z_INDEX = '450';

/** The look of the former DOM labels: a white box with a 2 px dark outline and bold text. */
function useLabelStyle(): SectorLabelStyle {
  const theme = useTheme();
  return useMemo(
    () => ({
      textColor: theme.colors.text,
      background: theme.colors.surface,
      borderColor: theme.colors.text,
      borderWidth: 2,
      radius: Number.parseFloat(theme.radii.sm),
      paddingX: Number.parseFloat(theme.space.xs),
      fontSize: Number.parseFloat(theme.fontSizes.xs),
      lineHeight: theme.lineHeights.body,
      fontWeight: theme.fontWeights.bold,
      fontFamily: theme.fonts.body,
    }),
    [theme],
  );
}

const describe = (texts: readonly string[]) =>
  texts.map((number) => t('territory.sector.label', { number })).join(', ');

/** The numbers of SectorPolygons, drawn by one SectorLabelLayer for the life of the map. */
export function SectorLabels({ labels, fromZoom }: { labels: readonly SectorLabel[]; fromZoom: number }) {
  const map = useMap();
  const style = useLabelStyle();
  const layer = useRef<SectorLabelLayer | null>(null);
  const latest = useRef(labels);
  latest.current = labels;

  useEffect(() => {
    const pane = map.getPane(LABEL_PANE) ?? map.createPane(LABEL_PANE);
    pane.style.zIndex = LABEL_PANE_Z_INDEX;
    pane.style.pointerEvents = 'none';
    const created = new SectorLabelLayer({ pane: LABEL_PANE, style, minZoom: fromZoom, describe });
    created.setLabels(latest.current);
    created.addTo(map);
    layer.current = created;
    return () => {
      created.remove();
      layer.current = null;
    };
  }, [map, style, fromZoom]);

  useEffect(() => {
    layer.current?.setLabels(labels);
  }, [labels]);

  return null;
}
