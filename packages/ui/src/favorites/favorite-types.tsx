import type { ReactNode } from 'react';
import { t } from '../i18n';
import { type BadgeTone, HomeIcon, Icon, type IconProps, LocationIcon } from '../primitives';
import type { FavoriteType } from './types';
import '../i18n/messages/favorites';

/** A head and shoulders: the shared icon set has no person yet. */
const PersonIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </Icon>
);

interface FavoriteTypeLook {
  label: string;
  tone: BadgeTone;
  icon: ReactNode;
}

/**
 * Label, badge tone and icon of each type: street green with a pin, estimation blue with a house,
 * contact purple with a person. The icon and the word tell them apart without colour.
 */
export function favoriteTypeLook(type: FavoriteType): FavoriteTypeLook {
  switch (type) {
    case 'estimation':
      return { label: t('favorites.type.estimation'), tone: 'blue', icon: <HomeIcon size={14} /> };
    case 'contact':
      return { label: t('common.contact'), tone: 'purple', icon: <PersonIcon size={14} /> };
    default:
      return { label: t('favorites.type.street'), tone: 'green', icon: <LocationIcon size={14} /> };
  }
}
