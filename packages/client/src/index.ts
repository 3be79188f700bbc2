export type { paths, components, operations } from './schema';
export {
  createApiClient,
  memoryTokenStore,
  unwrap,
  type ApiClient,
  type ApiClientOptions,
  type AuthMode,
  type SignInPayload,
  type TokenStore,
} from './api-client';
export { ApiError, GENERIC_ERROR_MESSAGE, toApiError, type ApiErrorCode } from './errors';
export { serializeQuery } from './query';
export {
  FileTooLargeError,
  uploadFile,
  type UploadOptions,
  type UploadProgress,
  type UploadResult,
} from './upload';
