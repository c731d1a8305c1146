import { useId } from 'react';
import { useTheme } from 'styled-components';
import { t } from '../../i18n';
import { POLYGON_FILL_OPACITY } from '../constants';
import {
  MAP_STATUS_DASH,
  MAP_STATUS_ORDER,
  type MapStatusKey,
  mapStatusKey,
  mapStatusLabel,
} from '../status';
import { Item, Legend, List, Title } from './SectorLegend.styles';
import '../../i18n/messages/map';

export interface SectorLegendProps {
  /** Sector statuses on the map; the legend lists their colours once each. All five by default. */
  statuses?: readonly string[];
}

/** What each polygon colour and outline means, in words. Light: no Leaflet, usable beside any map. */
export function SectorLegend({ statuses }: SectorLegendProps) {
  const titleId = useId();
  const shown = statuses ? new Set(statuses.map(mapStatusKey)) : new Set(MAP_STATUS_ORDER);
  const keys = MAP_STATUS_ORDER.filter((key) => shown.has(key));
  if (keys.length === 0) return null;
  return (
    <Legend>
      <Title id={titleId}>{t('map.legend.title')}</Title>
      <List aria-labelledby={titleId}>
        {keys.map((key) => (
          <Item key={key}>
            <Swatch status={key} />
            {mapStatusLabel(key)}
          </Item>
        ))}
      </List>
    </Legend>
  );
}

function Swatch({ status }: { status: MapStatusKey }) {
  const theme = useTheme();
  return (
    <svg width="28" height="16" viewBox="0 0 28 16" aria-hidden="true" focusable="false">
      <rect
        x="1"
        y="1"
        width="26"
        height="14"
        fill={theme.mapStatusColors[status]}
        fillOpacity={POLYGON_FILL_OPACITY}
        stroke={theme.colors.text}
        strokeWidth="2"
        strokeDasharray={MAP_STATUS_DASH[status]}
      />
    </svg>
  );
}
