import { type ReactNode, useId } from 'react';
import { t } from '../../i18n';
import { Stack } from '../../layout';
import { BottomNav, type BottomNavProps } from '../../primitives';
import { Greeting } from '../Greeting';
import { ImpersonationBanner, type ImpersonationBannerProps } from '../ImpersonationBanner';
import { ProfilePhoto, type ProfilePhotoProps } from '../ProfilePhoto';
import { StatsBlock } from '../StatsBlock';
import type { DashboardStats, DashboardZone } from '../types';
import { ZoneList, type ZoneListProps } from '../ZoneList';
import { Area, Main, MapHeading, Page } from './DashboardScreen.styles';
import '../../i18n/messages/dashboard';

export interface DashboardScreenProps<Z extends DashboardZone> {
  firstName: string;
  /** Today, passed in so the greeting's date is the app's clock, not the component's. */
  today: Date;
  photo: Omit<ProfilePhotoProps, 'name'>;
  stats: DashboardStats | null | undefined;
  statsLoading?: boolean;
  /** The map with its mode toggle (`MapModeToggle`), filled by the app from the map area. */
  map: ReactNode;
  /** The `AdminPanel`, given only to ADMIN and SUPER_ADMIN users. */
  adminPanel?: ReactNode;
  zones: ZoneListProps<Z>;
  /** Present while a super admin is impersonating someone. */
  impersonation?: ImpersonationBannerProps | null;
  LinkComponent?: BottomNavProps['LinkComponent'];
  onLogout: () => void;
}

/** The home screen: greeting and photo, yearly stats, map, admin panel, zones, and the bottom navigation. */
export function DashboardScreen<Z extends DashboardZone>({
  firstName,
  today,
  photo,
  stats,
  statsLoading = false,
  map,
  adminPanel,
  zones,
  impersonation,
  LinkComponent,
  onLogout,
}: DashboardScreenProps<Z>) {
  const mapHeadingId = useId();
  return (
    <Page>
      {impersonation ? <ImpersonationBanner {...impersonation} /> : null}
      <Main>
        <Area data-area="greeting">
          <Greeting
            firstName={firstName}
            today={today}
            avatar={<ProfilePhoto name={firstName} {...photo} />}
          />
        </Area>
        <Area data-area="stats">
          <StatsBlock stats={stats} loading={statsLoading} LinkComponent={LinkComponent} />
        </Area>
        <Area data-area="map">
          <Stack as="section" gap="sm" aria-labelledby={mapHeadingId}>
            <MapHeading id={mapHeadingId}>{t('dashboard.map.title')}</MapHeading>
            {map}
          </Stack>
        </Area>
        {adminPanel ? <Area data-area="admin">{adminPanel}</Area> : null}
        <Area data-area="zones">
          <ZoneList {...zones} />
        </Area>
      </Main>
      <BottomNav current="dashboard" LinkComponent={LinkComponent} onLogout={onLogout} />
    </Page>
  );
}
