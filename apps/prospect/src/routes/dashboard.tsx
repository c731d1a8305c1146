import {
  createZone,
  type Profile,
  type ReverseGeocode,
  reverseGeocode,
  useApiClient,
  useProfile,
  useStats,
  useUpdateProfilePicture,
  useZones,
  zonesKey,
} from '@prospect/api-client';
import { DashboardMap, DashboardScreen, ErrorPage, LoadingText, ModeModal, t } from '@prospect/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { AppLink } from '../shell/AppLink';
import type { ShellHandle } from '../shell/ProtectedLayout';
import type { RouteHandle } from '../shell/RootLayout';
import { useGuardedSignOut } from '../shell/useGuardedSignOut';
import { DashboardAdmin } from './dashboard-admin';
import { withMessage } from './failure';
import { useZoneDeletion } from './use-zone-deletion';
import { useZoneOpening } from './use-zone-opening';

export const handle: RouteHandle & ShellHandle = {
  title: () => t('primitives.bottomNav.dashboard'),
  ownBottomNav: true,
};

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

export function Component() {
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const { requestSignOut, unsentChangesDialog } = useGuardedSignOut();
  const profile = useProfile();
  const user = profile.data;
  const stats = useStats();
  const zones = useZones();
  const picture = useUpdateProfilePicture();
  const deleteZone = useZoneDeletion();
  const { openZone, modeModal } = useZoneOpening();
  const [today] = useState(() => new Date());

  // Returning from a sector with a selected zone reopens that zone (spec §2).
  const selectedZoneId = (location.state as { selectedZoneId?: number } | null)?.selectedZoneId;
  useEffect(() => {
    if (selectedZoneId !== undefined) navigate(`/zones/${selectedZoneId}`, { replace: true });
  }, [selectedZoneId, navigate]);

  // Only a refusal signs out; a profile the server cannot give now (5xx, no signal) is a retry, not a dead end.
  if (!user && profile.error) {
    return (
      <ErrorPage
        title={t('dashboard.profileUnavailable.title')}
        message={t('dashboard.profileUnavailable.message')}
        onRetry={() => void profile.mutate()}
      />
    );
  }
  if (!user) return <LoadingText />;
  const isAdmin = user.profile.role === 'ADMIN' || user.profile.role === 'SUPER_ADMIN';

  async function handleCreateZone(point: { lat: number; lng: number }) {
    const place = await withMessage('geocode', () => reverseGeocode(client, point));
    await withMessage('zoneCreate', () =>
      createZone(client, {
        name: zoneName(place.address, place.display_name),
        location: { type: 'Point', coordinates: [point.lng, point.lat] },
      }),
    );
    // Creating a zone refreshes the zone list and the stats (spec §4).
    await Promise.all([mutate(zonesKey), stats.mutate()]);
  }

  return (
    <>
      <DashboardScreen
        firstName={user.user.first_name}
        today={today}
        photo={{
          src: user.profile.profile_picture,
          busy: picture.isMutating,
          // Spec §8: a failed upload is only logged.
          onSelect: (file) => void picture.trigger(file).catch((error: unknown) => console.error(error)),
        }}
        stats={stats.data}
        statsLoading={!stats.data && !stats.error}
        map={
          <DashboardMap
            onCreateZone={handleCreateZone}
            zones={zones.data}
            // A failed load shows the map without zones (the list below says why and offers a retry).
            zonesLoading={!zones.data && !zones.error}
            onOpenZone={openZone}
            agencyCity={agencyCity(user.profile.tenant)}
          />
        }
        adminPanel={isAdmin ? <DashboardAdmin user={user} /> : null}
        zones={{
          zones: zones.data ?? [],
          status: zones.error && !zones.data ? 'error' : zones.data ? 'ready' : 'loading',
          onOpenZone: openZone,
          onDeleteZone: deleteZone,
          onRetry: () => void zones.mutate(),
        }}
        LinkComponent={AppLink}
        onLogout={requestSignOut}
      />
      {modeModal ? <ModeModal {...modeModal} /> : null}
      {unsentChangesDialog}
    </>
  );
}
