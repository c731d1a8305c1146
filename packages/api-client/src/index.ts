export { type Credentials, login, type TokenPair, tokenPairSchema } from './auth/login';
export { ApiClientProvider, useApiClient } from './context';
export {
  ApiError,
  type ApiErrorKind,
  isApiError,
  parseServerErrorBody,
  type ServerErrorBody,
} from './errors';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  type RequestOptions,
} from './http';
export {
  getProfile,
  type Profile,
  profileKey,
  profileSchema,
  type Role,
  roleSchema,
  useProfile,
} from './profile/get-profile';
export { type KeyValueStorage, memoryStorage, storageKeys } from './storage';
