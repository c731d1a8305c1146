import { useTheme } from 'styled-components';
import { t } from '../../i18n';
import { ZONE_TILE_CENTER } from '../../map/constants';
import { LazyMapView } from '../../map/lazy';
import { pointToLatLng } from '../../map/viewport';
import { IconButton } from '../../primitives/IconButton';
import { ArrowRightIcon, CheckIcon, CloseIcon } from '../../primitives/icons';
import { ProgressBar } from '../../primitives/ProgressBar';
import type { Zone } from '../types';
import { ZonePreview } from '../ZonePreview';
import {
  Footer,
  MapArea,
  Name,
  NameText,
  OfflineMark,
  OfflineMarkText,
  OpenButton,
  OpenMark,
  Tile,
} from './ZoneTile.styles';
import '../../i18n/messages/territory';

export interface ZoneTileProps {
  zone: Zone;
  /** A tap anywhere on the tile (but its delete button): opens /zones/{id}. */
  onOpen: (zone: Zone) => void;
  /** The delete button: asks to delete the zone (the screen confirms first). */
  onDelete: (zone: Zone) => void;
  tileUrl?: string | undefined;
  /**
   * False: a still street grid instead of the map (no Leaflet, no tiles), for a tile far from the view;
   * the zones list keeps live maps near the view only. True by default.
   */
  live?: boolean | undefined;
  /** The zone is prepared for offline use: a mark in the map's corner says so. */
  offlineReady?: boolean | undefined;
}

/**
 * A zone as a 130 px picture of its place: a still map at zoom 15 centred on the zone (47.2184,
 * -2.351 without coordinates) with its name in the middle, and its progress underneath. The whole
 * tile is one button that opens the zone; the delete button comes after it, in the footer's corner,
 * away from the picture a thumb aims at. With `live={false}` the picture is a still preview.
 */
export function ZoneTile({
  zone,
  onOpen,
  onDelete,
  tileUrl,
  live = true,
  offlineReady = false,
}: ZoneTileProps) {
  const theme = useTheme();
  const label = t('territory.zones.map', { name: zone.name });
  return (
    <Tile>
      <MapArea>
        {live ? (
          <LazyMapView
            center={pointToLatLng(zone.location) ?? ZONE_TILE_CENTER}
            zoom={15}
            interactive={false}
            height={theme.sizes.zoneTile}
            label={label}
            tileUrl={tileUrl}
          />
        ) : (
          <ZonePreview label={label} />
        )}
        <Name>
          <NameText>{zone.name}</NameText>
        </Name>
        {offlineReady ? (
          <OfflineMark>
            <CheckIcon aria-hidden="true" />
            <OfflineMarkText>{t('territory.offlineMark')}</OfflineMarkText>
          </OfflineMark>
        ) : null}
        <OpenMark aria-hidden="true">
          <ArrowRightIcon />
        </OpenMark>
      </MapArea>
      {/* Stretched over the whole tile, under the delete button. */}
      <OpenButton
        type="button"
        aria-label={t('territory.zones.open', { name: zone.name })}
        onClick={() => onOpen(zone)}
      />
      <Footer>
        <ProgressBar value={zone.progress} label={t('territory.zones.progress', { name: zone.name })} />
        <IconButton
          label={t('territory.zones.delete', { name: zone.name })}
          icon={<CloseIcon />}
          variant="danger"
          onClick={() => onDelete(zone)}
        />
      </Footer>
    </Tile>
  );
}
