export { LoadingText } from './LoadingText';
