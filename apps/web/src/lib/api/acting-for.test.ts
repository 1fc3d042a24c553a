import { beforeEach, describe, expect, it } from 'vitest';
import { api, uploadForm } from '.';
import { i18n } from '../i18n';
import { clearTokens, storeTokens } from '../auth/token-store';
import { installFakeXhr } from '../../test/fake-xhr';
import { headersOf, mockFetch, ok, resetToasts, type FetchMock } from '../../test/fetch-mock';
import {
  ACTING_FOR_STORAGE_KEY,
  readActingFor,
  startActingFor,
  stopActingFor,
  type ActingFor,
} from './acting-for';

const ANITA: ActingFor = {
  masterId: 100001,
  userId: 7,
  fullName: 'Anita Gurung',
  username: 'anita',
  actorUserId: 2,
};

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  stopActingFor();
  window.sessionStorage.clear();
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async () => ok(null));
  storeTokens('access-1');
});

const headersOfCall = async (call: () => Promise<unknown>) => {
  const before = fetchMock.mock.calls.length;
  await call();
  return headersOf(fetchMock, before);
};

describe('the chosen candidate in the headers', () => {
  it('names the candidate on profile and file calls while acting, and only there', async () => {
    startActingFor(ANITA);
    for (const path of [
      '/api/candidate/profile/personal',
      '/api/candidate/profile/education',
      '/api/candidate/files/42',
    ]) {
      const headers = await headersOfCall(() => api.get(path));
      expect([headers.reqMasterId, headers.reqUserId], path).toEqual(['100001', '7']);
    }
    const saved = await headersOfCall(() => api.put('/api/candidate/profile/personal', {}));
    expect(saved.reqMasterId).toBe('100001');
    for (const path of [
      '/api/candidate/applications',
      '/api/candidate/profiles',
      '/api/internal/candidates/lookup',
      '/oauth/me',
    ]) {
      const headers = await headersOfCall(() => api.get(path));
      expect(Object.keys(headers), path).not.toContain('reqMasterId');
      expect(Object.keys(headers), path).not.toContain('reqUserId');
    }
  });

  it('sends nothing when no candidate is chosen, and an explicit actAs wins', async () => {
    const none = await headersOfCall(() => api.get('/api/candidate/profile/personal'));
    expect(Object.keys(none)).not.toContain('reqMasterId');
    startActingFor(ANITA);
    const explicit = await headersOfCall(() =>
      api.get('/api/candidate/profile/personal', { actAs: { masterId: 5 } }),
    );
    expect([explicit.reqMasterId, explicit.reqUserId]).toEqual(['5', undefined]);
  });

  it('adds the headers to profile uploads sent with progress, and to no other upload', async () => {
    const sent = installFakeXhr();
    startActingFor(ANITA);
    const form = () => new FormData();
    const document = uploadForm(
      { method: 'PUT', path: '/api/candidate/profile/documents/photograph', form },
      () => undefined,
    );
    const voucher = uploadForm(
      { method: 'POST', path: '/api/candidate/vouchers', form },
      () => undefined,
    );
    expect(sent).toHaveLength(2);
    expect([sent[0]!.headers.reqMasterId, sent[0]!.headers.reqUserId]).toEqual(['100001', '7']);
    expect(sent[1]!.headers.reqMasterId).toBeUndefined();
    expect(sent[1]!.headers.reqUserId).toBeUndefined();
    for (const xhr of sent) xhr.respond(200, { status: 1, message: null, data: null, code: 'OK' });
    await Promise.all([document, voucher]);
  });
});

describe('how long the choice lasts', () => {
  it('is kept for the tab in sessionStorage and gone when stopped', async () => {
    startActingFor(ANITA);
    expect(JSON.parse(window.sessionStorage.getItem(ACTING_FOR_STORAGE_KEY)!)).toEqual(ANITA);
    expect(readActingFor()).toEqual(ANITA);
    stopActingFor();
    expect(window.sessionStorage.getItem(ACTING_FOR_STORAGE_KEY)).toBeNull();
    const headers = await headersOfCall(() => api.get('/api/candidate/profile/personal'));
    expect(Object.keys(headers)).not.toContain('reqMasterId');
  });

  it('ends with the session (logout clears the token) but survives a token refresh', () => {
    startActingFor(ANITA);
    storeTokens('access-2');
    expect(readActingFor()).toEqual(ANITA);
    clearTokens();
    expect(readActingFor()).toBeNull();
    expect(window.sessionStorage.getItem(ACTING_FOR_STORAGE_KEY)).toBeNull();
  });

  it('ignores a damaged stored value', () => {
    window.sessionStorage.setItem(ACTING_FOR_STORAGE_KEY, '{"masterId":"x"}');
    expect(readActingFor()).toBeNull();
  });
});
