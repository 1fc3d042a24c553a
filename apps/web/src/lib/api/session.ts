import { clearTokens, onTokenChange, storeTokens } from '../auth/token-store';
import { toast } from '../toast';
import { clientText } from './messages';
import { clientBasicAuth, TOKEN_PATH, type TokenResponse } from './oauth-client';
import { buildUrl, fetchWithTimeout, readJson, REQUEST_TIMEOUT_MS } from './transport';

let refreshing: Promise<boolean> | null = null;

/** Resolves when no refresh is running, so a new call does not go out with a dying token. */
export async function waitForRefresh(): Promise<void> {
  if (refreshing) await refreshing;
}

/**
 * Exchanges the refresh token for a new access token, once for everybody: every call that
 * meets an expired token awaits the same promise and then retries. The refresh token travels
 * in the httpOnly cookie (`credentials: 'include'`), never through script.
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= exchangeRefreshToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function exchangeRefreshToken(): Promise<boolean> {
  const outcome = await fetchWithTimeout(
    buildUrl(TOKEN_PATH),
    {
      method: 'POST',
      credentials: 'include',
      headers: {
        Authorization: clientBasicAuth(),
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token' }).toString(),
    },
    REQUEST_TIMEOUT_MS,
  );
  if (outcome.kind !== 'response' || !outcome.response.ok) return false;
  const body = (await readJson(outcome.response)) as Partial<TokenResponse> | undefined;
  return storeTokens(body?.access_token, body?.expires_in);
}

/** The session is over: tokens go, the user is told once (toasts dedupe within 500 ms). */
export function endSession(tell = true): void {
  clearTokens();
  if (tell) toast.error(clientText.sessionExpired());
}

// Spec §8: corrupt stored tokens are removed (by the store) and reported as an expired session.
onTokenChange((change) => {
  if (change === 'corrupt') toast.error(clientText.sessionExpired());
});
