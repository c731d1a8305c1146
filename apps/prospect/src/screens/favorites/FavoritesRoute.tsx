import { FavoritesScreen, t } from '@prospect/ui';
import type { RouteHandle } from '../../shell/route-handles';
import { useFavoritesScreen } from './use-favorites-screen';
import '@prospect/ui/i18n/messages/favorites';

export const handle: RouteHandle = { title: () => t('favorites.title') };

export function Component() {
  const screen = useFavoritesScreen();
  return <FavoritesScreen {...screen} />;
}
