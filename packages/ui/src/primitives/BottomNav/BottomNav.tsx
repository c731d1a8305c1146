import type { ComponentType } from 'react';
import { t } from '../../i18n';
import { type AppLinkProps, PlainLink } from '../AppLink';
import { CalendarIcon, HomeIcon, LogoutIcon, MapIcon, StarIcon } from '../icons';
import { Item, ItemLabel, List, Nav } from './BottomNav.styles';
import '../../i18n/messages/calendar';

export type BottomNavSection = 'dashboard' | 'zones' | 'calendar' | 'favorites';

/** The link a screen renders (kept under this name for the app; see AppLinkProps). */
export type BottomNavLinkProps = AppLinkProps;

export interface BottomNavProps {
  /** The section the user is in: highlighted and marked `aria-current="page"`. */
  current?: BottomNavSection | undefined;
  /** The app passes its router's link; a plain `<a>` by default. */
  LinkComponent?: ComponentType<BottomNavLinkProps>;
  onLogout: () => void;
}

const sections = [
  { id: 'dashboard', href: '/dashboard', label: () => t('primitives.bottomNav.dashboard'), Icon: HomeIcon },
  { id: 'zones', href: '/zones', label: () => t('primitives.bottomNav.zones'), Icon: MapIcon },
  {
    id: 'calendar',
    href: '/calendrier',
    label: () => t('calendar.title'),
    Icon: CalendarIcon,
  },
  { id: 'favorites', href: '/favoris', label: () => t('primitives.bottomNav.favorites'), Icon: StarIcon },
] as const;

/** The phone's main navigation, fixed at the bottom: four sections and the logout button. */
export function BottomNav({ current, LinkComponent = PlainLink, onLogout }: BottomNavProps) {
  return (
    <Nav aria-label={t('primitives.bottomNav.label')}>
      <List>
        {sections.map(({ id, href, label, Icon }) => (
          <Item key={id}>
            <LinkComponent href={href} aria-current={current === id ? 'page' : undefined}>
              <Icon size={22} />
              <ItemLabel>{label()}</ItemLabel>
            </LinkComponent>
          </Item>
        ))}
        <Item>
          <button type="button" onClick={onLogout}>
            <LogoutIcon size={22} />
            <ItemLabel>{t('primitives.bottomNav.logout')}</ItemLabel>
          </button>
        </Item>
      </List>
    </Nav>
  );
}
