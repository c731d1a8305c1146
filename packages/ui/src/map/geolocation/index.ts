export { GeolocationPrompt, type GeolocationPromptProps, ResetGeolocationButton } from './GeolocationPrompt';
export {
  GEOLOCATION_PREFERENCE_KEY,
  type GeolocationPreference,
  type GeolocationPreferenceStore,
  localStoragePreferenceStore,
  memoryPreferenceStore,
} from './preference';
export {
  browserGeolocation,
  type GeolocationSource,
  type PositionFix,
  type UserPosition,
  useUserPosition,
} from './use-user-position';
