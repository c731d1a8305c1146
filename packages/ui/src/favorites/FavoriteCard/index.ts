export { FavoriteCard, type FavoriteCardProps } from './FavoriteCard';
