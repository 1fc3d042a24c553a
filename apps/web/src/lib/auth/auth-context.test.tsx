import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { TCurrentUser } from '@niyukti/shared';
import { i18n } from '../i18n';
import { createQueryClient } from '../query-client';
import {
  headersOf,
  json,
  mockFetch,
  ok,
  resetToasts,
  urlOf,
  type FetchMock,
} from '../../test/fetch-mock';
import { withAuth } from '../../test/render';
import { useAuth } from './auth-context';
import { getAccessToken, storeTokens } from './token-store';

const candidate: TCurrentUser = {
  id: 1,
  username: 'sita',
  fullName: 'Sita Sharma',
  type: 'candidate',
  masterId: 1001,
  privileges: [],
  mustChangePassword: false,
};

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
});

describe('useAuth', () => {
  it('logs in with the password grant and Basic client auth, then loads /oauth/me', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(200, {
          access_token: 'a1',
          token_type: 'bearer',
          expires_in: 900,
          refresh_token: 'r1',
        }),
      )
      .mockResolvedValueOnce(ok(candidate));
    const { result } = renderHook(() => useAuth(), { wrapper: withAuth() });
    await act(() => result.current.login('sita', 'Secret123'));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/oauth/token');
    expect(init?.method).toBe('POST');
    expect(headersOf(fetchMock, 0)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(headersOf(fetchMock, 0).Authorization).toBe(
      `Basic ${btoa('niyukti-web:niyukti-web-secret')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      grant_type: 'password',
      username: 'sita',
      password: 'Secret123',
    });
    expect(urlOf(fetchMock, 1)).toBe('/oauth/me');
    expect(headersOf(fetchMock, 1).Authorization).toBe('Bearer a1');
    expect(result.current.user).toEqual(candidate);
    expect(getAccessToken()).toBe('a1');
    expect(window.localStorage.getItem('niyukti.session')).not.toContain('r1'); // refresh token stays in the cookie
  });

  it('restores the user from a stored token at start', async () => {
    storeTokens('a1');
    fetchMock.mockResolvedValueOnce(ok(candidate));
    const { result } = renderHook(() => useAuth(), { wrapper: withAuth() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.user?.username).toBe('sita');
  });

  it('logs out: revokes, clears the tokens and the whole query cache', async () => {
    storeTokens('a1');
    fetchMock.mockResolvedValueOnce(ok(candidate)).mockResolvedValueOnce(ok(null));
    const queryClient = createQueryClient();
    queryClient.setQueryData(['applications'], [{ id: 1 }]);
    const { result } = renderHook(() => useAuth(), { wrapper: withAuth(queryClient) });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    await act(() => result.current.logout());

    expect(urlOf(fetchMock, 1)).toBe('/oauth/logout');
    expect(headersOf(fetchMock, 1).Authorization).toBe('Bearer a1');
    expect(getAccessToken()).toBeNull();
    expect(result.current.user).toBeNull();
    expect(queryClient.getQueryData(['applications'])).toBeUndefined();
  });

  it('forgets the user when a call ends the session', async () => {
    storeTokens('a1');
    fetchMock.mockResolvedValueOnce(ok(candidate));
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useAuth(), { wrapper: withAuth(queryClient) });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    queryClient.setQueryData(['applications'], [{ id: 1 }]);
    fetchMock.mockResolvedValueOnce(
      json(401, { status: 0, message: null, data: null, code: 'UNAUTHORIZED' }),
    );
    await act(() => result.current.refreshUser());
    expect(result.current.user).toBeNull();
    expect(queryClient.getQueryData(['applications'])).toBeUndefined();
  });
});
