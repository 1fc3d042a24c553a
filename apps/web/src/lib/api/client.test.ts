import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, download, isApiError, REQUEST_TIMEOUT_MS } from '.';
import { i18n } from '../i18n';
import { getAccessToken, storeTokens, TOKEN_STORAGE_KEY } from '../auth/token-store';
import {
  hangingFetch,
  headersOf,
  json,
  mockFetch,
  ok,
  resetToasts,
  shownToasts,
  urlOf,
  type FetchMock,
} from '../../test/fetch-mock';

const SESSION_EXPIRED = 'Your session has expired.';
let fetchMock: FetchMock;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
});
afterEach(() => {
  vi.useRealTimers();
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('envelope and token', () => {
  it('returns the data of the envelope and sends the bearer token', async () => {
    storeTokens('access-1');
    fetchMock.mockResolvedValueOnce(ok({ id: 7 }));
    await expect(api.get('/api/candidate/applications/7')).resolves.toEqual({ id: 7 });
    expect(headersOf(fetchMock, 0).Authorization).toBe('Bearer access-1');
  });

  it('treats status 0 as a failure even with HTTP 200', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { status: 0, message: { en: 'Nope', ne: 'हुँदैन' }, data: null, code: 'CONFLICT' }),
    );
    const error = await failure(api.get('/api/x'));
    expect(error.code).toBe('CONFLICT');
    expect(shownToasts()).toEqual(['Nope']);
  });
});

describe('§8: 401 while a token exists', () => {
  it('clears the token and says the session expired, once per 500 ms', async () => {
    storeTokens('access-1');
    fetchMock.mockImplementation(async () =>
      json(401, { status: 0, message: null, data: null, code: 'UNAUTHORIZED' }),
    );
    const errors = await Promise.all([failure(api.get('/api/a')), failure(api.get('/api/b'))]);
    expect(errors.map((e) => e.kind)).toEqual(['session', 'session']);
    expect(getAccessToken()).toBeNull();
    expect(shownToasts()).toEqual([SESSION_EXPIRED]);
  });

  it('says it in Nepali in Nepali mode', async () => {
    await i18n.changeLanguage('ne');
    storeTokens('access-1');
    fetchMock.mockResolvedValueOnce(
      json(401, { status: 0, message: null, data: null, code: 'UNAUTHORIZED' }),
    );
    await failure(api.get('/api/a'));
    expect(shownToasts()).toEqual(['तपाईंको सत्र समाप्त भयो।']);
  });

  it('is an ordinary failure when no token was sent (a wrong password)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, {
        status: 0,
        message: { en: 'Wrong username or password.', ne: 'गलत' },
        data: null,
        code: 'INVALID_CREDENTIALS',
      }),
    );
    const error = await failure(api.post('/api/public/thing', {}, { auth: false }));
    expect(error.kind).toBe('http');
    expect(shownToasts()).toEqual(['Wrong username or password.']);
  });
});

describe('§8: failure with code INVALID_TOKEN', () => {
  it('clears the token without a toast', async () => {
    storeTokens('access-1');
    fetchMock.mockResolvedValueOnce(
      json(401, { status: 0, message: { en: 'x', ne: 'x' }, data: null, code: 'INVALID_TOKEN' }),
    );
    const error = await failure(api.get('/api/a'));
    expect(error.kind).toBe('session');
    expect(getAccessToken()).toBeNull();
    expect(shownToasts()).toEqual([]);
  });
});

describe('§8: invalid_token error (expired access token)', () => {
  const expired = () =>
    json(401, {
      error: 'invalid_token',
      status: 0,
      message: null,
      data: null,
      code: 'TOKEN_EXPIRED',
    });

  it('refreshes once while the other calls wait, then retries them all', async () => {
    storeTokens('old');
    let releaseRefresh: () => void = () => undefined;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (url.endsWith('/oauth/token')) {
        await new Promise<void>((resolve) => (releaseRefresh = resolve));
        return json(200, { access_token: 'new', token_type: 'bearer', expires_in: 900 });
      }
      return auth === 'Bearer new' ? ok(url) : expired();
    });
    const first = api.get('/api/a');
    const second = api.get('/api/b');
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/oauth/token'))).toBe(true),
    );
    const queued = api.get('/api/c'); // started while the refresh runs
    releaseRefresh();
    await expect(Promise.all([first, second, queued])).resolves.toEqual([
      '/api/a',
      '/api/b',
      '/api/c',
    ]);

    const tokenCalls = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/oauth/token'));
    expect(tokenCalls).toHaveLength(1);
    const init = tokenCalls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(String(init.body)).toBe('grant_type=refresh_token');
    expect((init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${btoa('niyukti-web:niyukti-web-secret')}`,
    );
    const cCalls = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/api/c'));
    expect(cCalls).toHaveLength(1); // the queued call went out once, with the new token
    expect(getAccessToken()).toBe('new');
    expect(shownToasts()).toEqual([]);
  });

  it('recognises the RFC 6750 body without our code', async () => {
    storeTokens('old');
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'invalid_token' }))
      .mockResolvedValueOnce(json(200, { access_token: 'new', token_type: 'bearer' }))
      .mockResolvedValueOnce(ok('fine'));
    await expect(api.get('/api/a')).resolves.toBe('fine');
    expect(headersOf(fetchMock, 2).Authorization).toBe('Bearer new');
  });

  it('logs out when the refresh is refused', async () => {
    storeTokens('old');
    fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(
      json(400, {
        error: 'invalid_grant',
        status: 0,
        message: null,
        data: null,
        code: 'INVALID_TOKEN',
      }),
    );
    const error = await failure(api.get('/api/a'));
    expect(error.kind).toBe('session');
    expect(getAccessToken()).toBeNull();
    expect(shownToasts()).toEqual([SESSION_EXPIRED]);
    expect(fetchMock).toHaveBeenCalledTimes(2); // no retry of the call after a failed refresh
  });
});

describe('§8: other failures', () => {
  it('shows the server message in the current language', async () => {
    await i18n.changeLanguage('ne');
    fetchMock.mockResolvedValueOnce(
      json(409, {
        status: 0,
        message: { en: 'Already applied.', ne: 'पहिल्यै आवेदन दिइसक्नुभएको छ।' },
        data: null,
        code: 'ALREADY_APPLIED',
      }),
    );
    const error = await failure(api.post('/api/candidate/applications', { advertisementId: 1 }));
    expect(error.message).toBe('पहिल्यै आवेदन दिइसक्नुभएको छ।');
    expect(shownToasts()).toEqual(['पहिल्यै आवेदन दिइसक्नुभएको छ।']);
  });

  it('falls back to the error.<CODE> catalogue when the server sends no text', async () => {
    fetchMock.mockResolvedValueOnce(
      json(404, { status: 0, message: null, data: null, code: 'NOT_FOUND' }),
    );
    const error = await failure(api.get('/api/x'));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe(i18n.t('error.NOT_FOUND', { ns: 'messages' }));
    expect(error.message).not.toBe('error.NOT_FOUND');
  });

  describe('BUSY (the API shedding load: 503, Retry-After 60)', () => {
    const busyAnswer = (message: { en: string; ne: string } | null) =>
      json(503, { status: 0, message, data: null, code: 'BUSY' }, { 'Retry-After': '60' });
    const sent = {
      en: 'The portal is very busy right now. Please try again in a minute.',
      ne: 'पोर्टल अहिले धेरै व्यस्त छ। कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    };

    it.each(['en', 'ne'] as const)('shows the envelope message in %s, once', async (lang) => {
      await i18n.changeLanguage(lang);
      fetchMock.mockResolvedValueOnce(busyAnswer(sent));
      const error = await failure(api.get('/api/candidate/applications'));
      expect(error).toMatchObject({ kind: 'http', status: 503, code: 'BUSY', message: sent[lang] });
      expect(shownToasts()).toEqual([sent[lang]]);
      expect(fetchMock).toHaveBeenCalledTimes(1); // the client itself does not retry
    });

    it('falls back to the catalogue error.BUSY when the envelope has no text', async () => {
      await i18n.changeLanguage('ne');
      fetchMock.mockResolvedValueOnce(busyAnswer(null));
      const error = await failure(api.post('/api/candidate/applications', { advertisementId: 1 }));
      expect(error.message).toBe(sent.ne);
      expect(shownToasts()).toEqual([sent.ne]);
    });

    it('is not taken for an ended session when a token was sent', async () => {
      storeTokens('access-1');
      fetchMock.mockResolvedValueOnce(busyAnswer(sent));
      const error = await failure(api.get('/api/x'));
      expect(error.kind).toBe('http');
      expect(getAccessToken()).toBe('access-1');
    });
  });

  it('stays quiet when the caller shows the error itself', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        status: 0,
        message: null,
        data: { issues: [{ path: 'email', message: 'validation.email' }] },
        code: 'VALIDATION_FAILED',
      }),
    );
    const error = await failure(api.post('/api/public/register', {}, { showErrors: false }));
    expect(error.issues).toEqual([{ path: 'email', message: 'validation.email' }]);
    expect(shownToasts()).toEqual([]);
  });
});

describe('§8: time-out and unreachable server', () => {
  it(`gives up after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = failure(api.get('/api/slow'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(shownToasts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(shownToasts()).toEqual([
      'Server is taking too long to respond, please try again in sometime!',
    ]);
  });

  it('says the server could not be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/api/x'));
    expect(error.kind).toBe('network');
    expect(shownToasts()).toEqual(['Server could not be reached']);
  });

  it('does not toast a call the caller cancelled', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = failure(api.get('/api/x', { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(shownToasts()).toEqual([]);
  });
});

describe('§8: success on a non-GET call', () => {
  const saved = { en: 'Saved successfully.', ne: 'सफलतापूर्वक सुरक्षित भयो।' };

  it('shows the server message as a success toast', async () => {
    fetchMock.mockResolvedValueOnce(ok({ id: 1 }, saved));
    await api.post('/api/candidate/applications', { advertisementId: 1 });
    expect(shownToasts()).toEqual(['Saved successfully.']);
  });

  it('is suppressed with { silent: true }', async () => {
    fetchMock.mockResolvedValueOnce(ok({ id: 1 }, saved));
    await api.post('/api/candidate/applications', {}, { silent: true });
    expect(shownToasts()).toEqual([]);
  });

  it('is never shown for a GET', async () => {
    fetchMock.mockResolvedValueOnce(ok([], saved));
    await api.get('/api/candidate/applications');
    expect(shownToasts()).toEqual([]);
  });
});

describe('§8: corrupt stored tokens', () => {
  it('removes them, says the session expired and sends no token', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, '{"accessToken":');
    fetchMock.mockResolvedValueOnce(ok('public'));
    await api.get('/api/public/master-data/districts');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(headersOf(fetchMock, 0).Authorization).toBeUndefined();
    expect(shownToasts()).toEqual([SESSION_EXPIRED]);
  });

  it('counts a well-formed value without an access token as corrupt too', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ accessToken: 42 }));
    expect(getAccessToken()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('download', () => {
  it('returns the file and its name', async () => {
    storeTokens('access-1');
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="admit-card-12.pdf"',
        },
      }),
    );
    const file = await download('/api/candidate/applications/12/admit-card');
    expect(file.fileName).toBe('admit-card-12.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(urlOf(fetchMock, 0)).toBe('/api/candidate/applications/12/admit-card');
    expect(headersOf(fetchMock, 0).Authorization).toBe('Bearer access-1');
  });

  it('handles a JSON failure like any call', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { status: 0, message: null, data: null, code: 'ADMIT_CARD_NOT_READY' }),
    );
    const error = await failure(download('/api/candidate/applications/12/admit-card'));
    expect(error.code).toBe('ADMIT_CARD_NOT_READY');
    expect(shownToasts()).toEqual([i18n.t('error.ADMIT_CARD_NOT_READY', { ns: 'messages' })]);
  });
});
