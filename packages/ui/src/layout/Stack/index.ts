export { type LayoutElement, Stack, type StackProps } from './Stack';
export { StackRoot } from './Stack.styles';
