import { divIcon } from 'leaflet';
import { useMemo } from 'react';
import { Circle, Marker } from 'react-leaflet';
import { useTheme } from 'styled-components';
import { t } from '../../i18n';
import type { PositionFix } from '../geolocation';
import '../../i18n/messages/map';

const HERE_SIZE = 22;
/** Faint enough that the sector and its streets read through it. */
const ACCURACY_FILL_OPACITY = 0.12;

/**
 * 'Vous êtes ici': the agent's shared position as a blue dot in a halo, inside a circle as wide as the
 * phone's uncertainty, so a wide circle warns that the dot may be streets away. Information, not a
 * control: not focusable, and taps go through to the map (a note can be pinned where one stands).
 */
export function HereMarker({ fix: { position, accuracy } }: { fix: PositionFix }) {
  const theme = useTheme();
  const icon = useMemo(() => {
    const label = document.createElement('span');
    label.className = 'prospect-here-dot';
    label.setAttribute('role', 'img');
    label.setAttribute('aria-label', t('map.geolocation.here'));
    return divIcon({ className: 'prospect-here-marker', html: label, iconSize: [HERE_SIZE, HERE_SIZE] });
  }, []);
  const circleStyle = useMemo(
    () => ({
      color: theme.colors.info,
      weight: 1,
      fillColor: theme.colors.info,
      fillOpacity: ACCURACY_FILL_OPACITY,
    }),
    [theme],
  );
  return (
    <>
      {Number.isFinite(accuracy) && accuracy > 0 ? (
        <Circle center={position} radius={accuracy} interactive={false} pathOptions={circleStyle} />
      ) : null}
      <Marker position={position} icon={icon} interactive={false} keyboard={false} zIndexOffset={1000} />
    </>
  );
}
