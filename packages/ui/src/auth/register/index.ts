export * from './CityPicker';
export * from './RegisterForm';
export type { InvitationState, RegistrationValues } from './types';
export { isValidEmail, MIN_PASSWORD_LENGTH, validateRegistration } from './validation';
