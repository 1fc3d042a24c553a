import { beforeEach, describe, expect, it } from 'vitest';
import { getAccessToken, storeTokens } from '../auth/token-store';
import { i18n } from '../i18n';
import {
  json,
  mockFetch,
  resetToasts,
  shownToasts,
  urlOf,
  type FetchMock,
} from '../../test/fetch-mock';
import { installFakeXhr, type FakeXhr } from '../../test/fake-xhr';
import { uploadForm } from './upload';

const EXPIRED = {
  status: 0,
  message: null,
  data: null,
  code: 'UNAUTHORIZED',
  error: 'invalid_token',
  error_description: 'The access token expired',
};
const SAVED = {
  status: 1,
  message: { en: 'The document has been saved.', ne: 'कागजात सुरक्षित गरियो।' },
  data: { kind: 'signature', fileId: 9, contentType: 'image/jpeg', byteSize: 10, updatedAt: '' },
  code: 'OK',
};

let fetchMock: FetchMock;
let xhrs: FakeXhr[];
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
  xhrs = installFakeXhr();
  storeTokens('old-token');
});

/** Answers each upload in turn, as soon as it is sent. */
async function answerUploads(...answers: [number, unknown][]) {
  for (const [index, [status, body]] of answers.entries()) {
    await expect.poll(() => xhrs.length).toBe(index + 1);
    xhrs[index]!.respond(status, body);
  }
}

const picture = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

const upload = (onProgress: (percent: number) => void = () => undefined) =>
  uploadForm(
    {
      method: 'PUT',
      path: '/api/candidate/profile/documents/signature',
      form: () => {
        const form = new FormData();
        form.append('file', picture, 'signature.jpg');
        return form;
      },
    },
    onProgress,
  );

describe('uploadForm', () => {
  it('refreshes an expired token once through the client and sends the file again', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { access_token: 'new-token', expires_in: 900 }));
    const progress: number[] = [];
    const done = upload((percent) => progress.push(percent));
    await answerUploads([401, EXPIRED], [200, SAVED]);
    await expect(done).resolves.toEqual({
      data: SAVED.data,
      message: 'The document has been saved.',
    });
    expect(urlOf(fetchMock, 0)).toBe('/oauth/token');
    expect(xhrs.map((xhr) => xhr.headers.Authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
    expect(progress).toEqual([0]); // the bar starts again for the second send
  });

  it('ends the session with the usual toast when the refresh is refused', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: 'invalid_grant' }));
    const done = upload();
    await answerUploads([401, EXPIRED]);
    await expect(done).rejects.toMatchObject({ kind: 'session' });
    expect(getAccessToken()).toBeNull();
    expect(shownToasts()).toEqual(['Your session has expired.']);
    expect(xhrs).toHaveLength(1);
  });
});
