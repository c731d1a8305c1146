import {
  type Profile,
  type ReverseGeocode,
  useCreateZone,
  useReverseGeocode,
  useStats,
  useUpdateProfilePicture,
  useZones,
} from '@prospect/api-client';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { withMessage } from '../../flow/action';
import { useNavigationState } from '../../flow/navigation-state';
import { useSessionProfile } from '../../session/use-session-profile';
import { useGuardedSignOut } from '../../shell/use-guarded-sign-out';
import { loadState } from '../shared/load-state';
import { useZoneDeletion } from '../shared/use-zone-deletion';
import { useZoneOpening } from '../shared/use-zone-opening';

/** The agency's city from the profile's tenant (`{id, city}`, or a bare name from a loose server). */
function agencyCity(tenant: Profile['profile']['tenant']): string | null {
  if (typeof tenant === 'string') return tenant;
  return tenant !== null && typeof tenant === 'object' ? tenant.city : null;
}

/** A new zone is named after the place clicked: the road and the locality when known. */
function zoneName(address: ReverseGeocode['address'], displayName: string): string {
  const locality = address.city ?? address.town ?? address.village ?? address.suburb;
  const parts = [address.road, locality].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : displayName;
}

/**
 * /dashboard: the profile (which decides everything else: name, photo, agency city, admin panel), the
 * stats, the zones on the map and in the list, and what they do: create a zone where the map is
 * tapped, open one (or ask for a mode), delete one, change the photo, sign out.
 */
export function useDashboardScreen() {
  const navigate = useNavigate();
  const { requestSignOut, unsentChangesDialog } = useGuardedSignOut();
  const profile = useSessionProfile();
  const stats = useStats();
  const zones = useZones();
  const picture = useUpdateProfilePicture();
  const { trigger: placeAt } = useReverseGeocode();
  const { trigger: createZone } = useCreateZone();
  const deleteZone = useZoneDeletion();
  const { openZone, modeModal } = useZoneOpening();
  const [today] = useState(() => new Date());

  // Returning from a sector with a selected zone reopens that zone (spec §2).
  const { selectedZoneId } = useNavigationState();
  useEffect(() => {
    if (selectedZoneId !== undefined) navigate(`/zones/${selectedZoneId}`, { replace: true });
  }, [selectedZoneId, navigate]);

  // Creating a zone refreshes the zone list and the stats (spec §4): the hook revalidates them.
  async function onCreateZone(point: { lat: number; lng: number }) {
    const place = await withMessage('geocode', () => placeAt(point));
    await withMessage('zoneCreate', () =>
      createZone({
        name: zoneName(place.address, place.display_name),
        location: { type: 'Point', coordinates: [point.lng, point.lat] },
      }),
    );
  }

  const user = profile.data;
  const zoneList = loadState(zones);
  return {
    /** Only a refusal signs out; a profile the server cannot give now (5xx, no signal) is a retry. */
    profile: { status: loadState(profile).status, retry: () => void profile.mutate() },
    user,
    isAdmin: user?.profile.role === 'ADMIN' || user?.profile.role === 'SUPER_ADMIN',
    today,
    photo: {
      src: user?.profile.profile_picture,
      busy: picture.isMutating,
      // Spec §8 only logs a failed upload; the photo also says so, or the agent taps again and again.
      uploadFailed: picture.error !== undefined,
      onSelect: (file: File) => void picture.trigger(file).catch((error: unknown) => console.error(error)),
    },
    stats: stats.data,
    statsLoading: loadState(stats).status === 'loading',
    map: {
      onCreateZone,
      zones: zones.data,
      // A failed load shows the map without zones (the list below says why and offers a retry).
      zonesLoading: zoneList.status === 'loading',
      onOpenZone: openZone,
      agencyCity: user ? agencyCity(user.profile.tenant) : null,
    },
    zones: {
      zones: zones.data ?? [],
      status: zoneList.status,
      onOpenZone: openZone,
      onDeleteZone: deleteZone,
      onRetry: () => void zones.mutate(),
    },
    modeModal,
    requestSignOut,
    unsentChangesDialog,
  };
}
