export { FavoriteModal, type FavoriteModalProps } from './FavoriteModal';
