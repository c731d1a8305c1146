import { useCallback, useEffect, useMemo } from 'react';
import { useTheme } from 'styled-components';
import { t } from '../../i18n';
import { useMapLayer } from '../use-map-layer';
import { type SectorLabel, SectorLabelLayer, type SectorLabelStyle } from './SectorLabelLayer';
import '../../i18n/messages/territory';

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
  const style = useLabelStyle();
  const layer = useMapLayer(
    useCallback(() => new SectorLabelLayer({ style, minZoom: fromZoom, describe }), [style, fromZoom]),
  );
  useEffect(() => {
    layer?.setLabels(labels);
  }, [layer, labels]);
  return null;
}
