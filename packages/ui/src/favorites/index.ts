export * from './FavoriteCard';
export * from './FavoriteModal';
export * from './FavoritesScreen';
export { favoriteTypeLook } from './favoriteTypes';
export * from './types';
