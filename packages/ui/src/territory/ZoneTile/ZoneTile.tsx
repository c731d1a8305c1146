import { useTheme } from 'styled-components';
import { t } from '../../i18n';
import { ZONE_TILE_CENTER } from '../../map/constants';
import { LazyMapView } from '../../map/lazy';
import { pointToLatLng } from '../../map/viewport';
import { IconButton } from '../../primitives/IconButton';
import { ArrowRightIcon, CloseIcon } from '../../primitives/icons';
import type { Zone } from '../types';
import { DeleteSlot, Name, NameText, OpenSlot, Tile } from './ZoneTile.styles';

export interface ZoneTileProps {
  zone: Zone;
  /** The arrow: opens /zones/{id}. */
  onOpen: (zone: Zone) => void;
  /** The ×: asks to delete the zone (the screen confirms first). */
  onDelete: (zone: Zone) => void;
  tileUrl?: string | undefined;
}

/**
 * A zone as a 130 px picture of its place: a still map at zoom 15 centred on the zone (47.2184,
 * -2.351 without coordinates), its name in the middle, an arrow to open it and a × to delete it.
 */
export function ZoneTile({ zone, onOpen, onDelete, tileUrl }: ZoneTileProps) {
  const theme = useTheme();
  return (
    <Tile>
      <LazyMapView
        center={pointToLatLng(zone.location) ?? ZONE_TILE_CENTER}
        zoom={15}
        interactive={false}
        height={theme.sizes.zoneTile}
        label={t('territory.zones.map', { name: zone.name })}
        tileUrl={tileUrl}
      />
      <Name>
        <NameText>{zone.name}</NameText>
      </Name>
      <DeleteSlot>
        <IconButton
          label={t('territory.zones.delete', { name: zone.name })}
          icon={<CloseIcon />}
          variant="danger"
          onClick={() => onDelete(zone)}
        />
      </DeleteSlot>
      <OpenSlot>
        <IconButton
          label={t('territory.zones.open', { name: zone.name })}
          icon={<ArrowRightIcon />}
          onClick={() => onOpen(zone)}
        />
      </OpenSlot>
    </Tile>
  );
}
