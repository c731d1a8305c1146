export { FavoritesScreen, type FavoritesScreenProps } from './FavoritesScreen';
