import { FavoritesScreen, t } from '@prospect/ui';
import type { RouteHandle } from '../../shell/RootLayout';
import { useFavoritesScreen } from './useFavoritesScreen';

export const handle: RouteHandle = { title: () => t('favorites.title') };

export function Component() {
  const screen = useFavoritesScreen();
  return <FavoritesScreen {...screen} />;
}
