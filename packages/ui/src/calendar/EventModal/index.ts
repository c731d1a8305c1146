export { EventModal, type EventModalProps } from './EventModal';
