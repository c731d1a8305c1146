export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { rowButton } from './row-button';
