export { ModeModal, type ModeModalProps } from './ModeModal';
