import { divIcon } from 'leaflet';
import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import { t } from '../../i18n';
import type { LatLngTuple } from '../types';
import '../../i18n/messages/map';

const HERE_SIZE = 22;

/**
 * 'Vous êtes ici': the agent's shared position as a blue dot in a halo. Information, not a control:
 * not focusable, and taps go through to the map (a note can be pinned where one stands).
 */
export function HereMarker({ position }: { position: LatLngTuple }) {
  const icon = useMemo(() => {
    const label = document.createElement('span');
    label.className = 'prospect-here-dot';
    label.setAttribute('role', 'img');
    label.setAttribute('aria-label', t('map.geolocation.here'));
    return divIcon({ className: 'prospect-here-marker', html: label, iconSize: [HERE_SIZE, HERE_SIZE] });
  }, []);
  return <Marker position={position} icon={icon} interactive={false} keyboard={false} zIndexOffset={1000} />;
}
