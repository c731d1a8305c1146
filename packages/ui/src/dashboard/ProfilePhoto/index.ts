export { ProfilePhoto, type ProfilePhotoProps } from './ProfilePhoto';
