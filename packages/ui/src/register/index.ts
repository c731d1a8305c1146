export { cityNames } from './cities';
export * from './CityPicker';
export { registrationErrorText } from './registerErrors';
export * from './RegisterForm';
export type { InvitationState, RegistrationValues } from './types';
export { isValidEmail, MIN_PASSWORD_LENGTH, validateRegistration } from './validation';
