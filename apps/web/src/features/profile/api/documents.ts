import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateDocumentKind, TCandidateDocument } from '@niyukti/shared';
import { refreshProfileStatus } from './status';
import { api, ApiError, download, refreshAccessToken, REQUEST_TIMEOUT_MS } from '../../../lib/api';
import { clientText, serverMessage } from '../../../lib/api/messages';
import { endSession } from '../../../lib/api/session';
import { buildUrl } from '../../../lib/api/transport';
import { clearTokens, getAccessToken } from '../../../lib/auth/token-store';
import { toast } from '../../../lib/toast';

export const DOCUMENTS_PATH = '/api/candidate/profile/documents';
export const candidateFilePath = (fileId: number) => `/api/candidate/files/${fileId}`;

export const documentKeys = {
  list: ['profile', 'documents'] as const,
  file: (fileId: number) => ['profile', 'documents', 'file', fileId] as const,
};

export function useCandidateDocuments() {
  return useQuery({
    queryKey: documentKeys.list,
    queryFn: () => api.get<TCandidateDocument[]>(DOCUMENTS_PATH),
  });
}

/** The stored picture's bytes; a file id never changes content, so it is fetched once. */
export function useDocumentFile(fileId: number) {
  return useQuery({
    queryKey: documentKeys.file(fileId),
    queryFn: async ({ signal }) => (await download(candidateFilePath(fileId), { signal })).blob,
    staleTime: Infinity,
  });
}

type XhrOutcome =
  { kind: 'response'; status: number; body: unknown } | { kind: 'network' } | { kind: 'timeout' };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One multipart PUT through XMLHttpRequest, because fetch reports no upload progress. Sends the
 * bearer token as the API client does; the session handling is in `uploadDocument`.
 */
function sendUpload(
  kind: CandidateDocumentKind,
  picture: Blob,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<XhrOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', buildUrl(`${DOCUMENTS_PATH}/${kind}`));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      resolve({ kind: 'response', status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => resolve({ kind: 'network' });
    xhr.ontimeout = () => resolve({ kind: 'timeout' });
    const form = new FormData();
    form.append('file', picture, `${kind}.${picture.type === 'image/png' ? 'png' : 'jpg'}`);
    xhr.send(form);
  });
}

const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

function sessionEnded(status: number, code: string): ApiError {
  return new ApiError({ kind: 'session', status, code, message: clientText.sessionExpired() });
}

/** The answer as the API client would read it: data and message, or an ApiError. */
function readAnswer(outcome: XhrOutcome): { document: TCandidateDocument; message?: string } {
  if (outcome.kind === 'timeout')
    throw new ApiError({
      kind: 'timeout',
      status: 0,
      code: 'TIMEOUT',
      message: clientText.timeout(),
    });
  if (outcome.kind === 'network')
    throw new ApiError({
      kind: 'network',
      status: 0,
      code: 'UNREACHABLE',
      message: clientText.unreachable(),
    });
  const { status, body } = outcome;
  const code = String(fieldOf(body, 'code') ?? `HTTP_${status}`);
  if (status >= 200 && status < 300 && fieldOf(body, 'status') === 1)
    return { document: fieldOf(body, 'data') as TCandidateDocument, message: serverMessage(body) };
  const message = serverMessage(body) ?? clientText.failed();
  throw new ApiError({ kind: 'http', status, code, message, data: fieldOf(body, 'data') });
}

/**
 * Uploads one document with progress (0–100). On an expired token it refreshes once through
 * the API client's shared refresh and sends again, as every other call does; a token that is
 * not ours is dropped silently and a refused refresh ends the session with the usual toast.
 */
export async function uploadDocument(
  kind: CandidateDocumentKind,
  picture: Blob,
  onProgress: (percent: number) => void,
): Promise<{ document: TCandidateDocument; message?: string }> {
  const token = getAccessToken();
  let outcome = await sendUpload(kind, picture, token, onProgress);
  if (token && outcome.kind === 'response' && outcome.status === 401) {
    const { body } = outcome;
    if (fieldOf(body, 'code') === 'INVALID_TOKEN') {
      clearTokens();
      throw sessionEnded(401, 'INVALID_TOKEN');
    }
    const renewed = fieldOf(body, 'error') === 'invalid_token' && (await refreshAccessToken());
    if (!renewed) {
      endSession();
      throw sessionEnded(401, 'UNAUTHORIZED');
    }
    onProgress(0);
    outcome = await sendUpload(kind, picture, getAccessToken(), onProgress);
    if (outcome.kind === 'response' && outcome.status === 401) {
      endSession();
      throw sessionEnded(401, 'UNAUTHORIZED');
    }
  }
  return readAnswer(outcome);
}

/** Upload with progress; on success the server's message is toasted and the list reloaded. */
export function useUploadDocument(kind: CandidateDocumentKind) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (picture: Blob) => {
      setProgress(0);
      return uploadDocument(kind, picture, setProgress);
    },
    onSuccess: async ({ message }) => {
      if (message) toast.success(message);
      await queryClient.invalidateQueries({ queryKey: documentKeys.list, exact: true });
      void refreshProfileStatus(queryClient);
    },
  });
  return { mutation, progress };
}
