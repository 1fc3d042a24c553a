import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser } from '@niyukti/shared';
import { api, requestRaw, type TokenResponse } from '../api';
import { clientBasicAuth, TOKEN_PATH } from '../api/oauth-client';
import { clearTokens, getAccessToken, onTokenChange, storeTokens } from './token-store';

export const ME_PATH = '/oauth/me';
export const LOGOUT_PATH = '/oauth/logout';

export interface AuthContextValue {
  /** The signed-in user, null when signed out. */
  user: TCurrentUser | null;
  /** 'loading' while a stored token is being turned into a user at start. */
  status: 'loading' | 'ready';
  /** Password grant, then `GET /oauth/me`; throws ApiError (already toasted) on failure. */
  login(username: string, password: string): Promise<TCurrentUser>;
  /** Revokes the refresh token, clears the tokens and every cached query. */
  logout(): Promise<void>;
  /** Reloads `GET /oauth/me` (e.g. after the profile or the password changed). */
  refreshUser(): Promise<TCurrentUser | null>;
  /** Stores a fresh token pair (e.g. from `/oauth/password/change`) and reloads the user. */
  acceptTokens(
    tokens: Pick<TokenResponse, 'access_token' | 'expires_in'>,
  ): Promise<TCurrentUser | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function fetchCurrentUser(): Promise<TCurrentUser> {
  return api.get<TCurrentUser>(ME_PATH, { credentials: 'include' });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<TCurrentUser | null>(null);
  const [status, setStatus] = useState<AuthContextValue['status']>(() =>
    getAccessToken() ? 'loading' : 'ready',
  );

  // Whoever ends the session (a 401, a failed refresh, corrupt storage, logout), the whole
  // client state goes with it: no cached page of one user may be shown to the next.
  useEffect(
    () =>
      onTokenChange((change) => {
        if (change === 'set') return;
        setUser(null);
        queryClient.clear();
      }),
    [queryClient],
  );

  const refreshUser = useCallback(async () => {
    if (!getAccessToken()) {
      setUser(null);
      return null;
    }
    try {
      const me = await fetchCurrentUser();
      setUser(me);
      return me;
    } catch {
      return null; // the client has told the user; an ended session already cleared `user`
    }
  }, []);

  // A token stored by an earlier visit becomes a user once, at start.
  useEffect(() => {
    if (status !== 'loading') return;
    let current = true;
    fetchCurrentUser()
      .then((me) => current && setUser(me))
      .catch(() => undefined) // told already; an ended session has cleared the tokens
      .finally(() => current && setStatus('ready'));
    return () => {
      current = false;
    };
  }, [status]);

  const login = useCallback(async (username: string, password: string) => {
    const form = new URLSearchParams({ grant_type: 'password', username, password });
    const tokens = await requestRaw<TokenResponse>('POST', TOKEN_PATH, form, {
      auth: false,
      silent: true,
      credentials: 'include', // the server sets the refresh-token cookie here
      headers: { Authorization: clientBasicAuth() },
    });
    storeTokens(tokens.access_token, tokens.expires_in);
    const me = await fetchCurrentUser();
    setUser(me);
    return me;
  }, []);

  const logout = useCallback(async () => {
    if (getAccessToken()) {
      await api
        .post(LOGOUT_PATH, undefined, { silent: true, showErrors: false, credentials: 'include' })
        .catch(() => undefined);
    }
    clearTokens();
    setUser(null);
    queryClient.clear();
  }, [queryClient]);

  const acceptTokens = useCallback<AuthContextValue['acceptTokens']>(
    async (tokens) => {
      if (!storeTokens(tokens.access_token, tokens.expires_in)) return null;
      return refreshUser();
    },
    [refreshUser],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user, status, login, logout, refreshUser, acceptTokens }),
    [user, status, login, logout, refreshUser, acceptTokens],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
