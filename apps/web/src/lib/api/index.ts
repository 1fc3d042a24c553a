export { api, download, request, requestRaw, saveFile } from './client';
export type { DownloadedFile, HttpMethod, RequestOptions } from './client';
export { ApiError, isApiError } from './api-error';
export type { ApiFailureKind, BilingualText, Envelope, ValidationIssue } from './api-error';
export { refreshAccessToken } from './session';
export { REQUEST_TIMEOUT_MS } from './transport';
export type { TokenResponse } from './oauth-client';
export { uploadForm } from './upload';
export type { FormUpload } from './upload';
