export { type AuthMode, AuthScreen, type AuthScreenProps } from './AuthScreen';
