export * from './FavoriteCard';
export * from './FavoriteModal';
export * from './FavoritesScreen';
export { favoriteTypeLook } from './favorite-types';
export * from './types';
