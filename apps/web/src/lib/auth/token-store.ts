/**
 * Where the access token lives between page loads.
 *
 * Only the short-lived access token is kept in localStorage, as JSON under one key. The refresh
 * token stays in the httpOnly `niyukti_rt` cookie the server sets on /oauth/token, out of reach
 * of any script, so a cross-site-scripting bug could at worst steal a token that expires soon.
 */
export const TOKEN_STORAGE_KEY = 'niyukti.session';

/** Keys earlier builds (and the portal this replaces) left behind; cleared at start-up. */
export const STALE_STORAGE_KEYS = [
  'persist:root',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
];

export interface StoredTokens {
  accessToken: string;
  /** Epoch milliseconds; informational, the server is the judge of expiry. */
  expiresAt?: number;
}

export type TokenChange = 'set' | 'cleared' | 'corrupt';
type Listener = (change: TokenChange) => void;

const listeners = new Set<Listener>();

function notify(change: TokenChange): void {
  for (const listener of listeners) listener(change);
}

function parseTokens(raw: string): StoredTokens | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { accessToken, expiresAt } = value as Record<string, unknown>;
    if (typeof accessToken !== 'string' || accessToken.length === 0) return null;
    return typeof expiresAt === 'number' ? { accessToken, expiresAt } : { accessToken };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The stored tokens, or null. A value that cannot be parsed is removed and reported to the
 * listeners as 'corrupt' (the session context then tells the user the session expired).
 */
export function readTokens(): StoredTokens | null {
  const raw = readRaw();
  if (raw === null) return null;
  const tokens = parseTokens(raw);
  if (!tokens) {
    removeStored();
    notify('corrupt');
  }
  return tokens;
}

export function getAccessToken(): string | null {
  return readTokens()?.accessToken ?? null;
}

/** Stores a token answer of /oauth/token; ignored unless the access token is a string (spec §4). */
export function storeTokens(accessToken: unknown, expiresInSeconds?: number): boolean {
  if (typeof accessToken !== 'string' || accessToken.length === 0) return false;
  const tokens: StoredTokens = { accessToken };
  if (typeof expiresInSeconds === 'number') tokens.expiresAt = Date.now() + expiresInSeconds * 1000;
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    return false;
  }
  notify('set');
  return true;
}

function removeStored(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored that we could remove
  }
}

export function clearTokens(): void {
  const had = readRaw() !== null;
  removeStored();
  if (had) notify('cleared');
}

/** Subscribe to token changes; returns the unsubscribe function. */
export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Start-up hygiene (spec §2): drop persisted state and token keys of older builds. */
export function clearStalePersistedState(): void {
  try {
    for (const key of STALE_STORAGE_KEYS) window.localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing persisted either
  }
}
