export { GoogleButton, type GoogleButtonProps, type GoogleButtonStatus } from './GoogleButton';
