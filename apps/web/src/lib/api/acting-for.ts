// The candidate a staff member (PM) has chosen to act for. While it is set, the API client and
// uploadForm name the candidate in the reqMasterId / reqUserId headers of profile and file calls,
// and of those only. Kept in sessionStorage: one tab, gone with the tab, and cleared whenever the
// session ends (logout, expiry), so the next person signing in never inherits it.
import { onTokenChange } from '../auth/token-store';

export const ACTING_FOR_STORAGE_KEY = 'niyukti.actingFor';

/** Only these calls ever carry the headers (the API honours them nowhere else). */
export const ACTING_FOR_PATH_PREFIXES = ['/api/candidate/profile', '/api/candidate/files'];

export interface ActingFor {
  masterId: number;
  userId: number;
  fullName: string;
  username: string;
  /** The staff member who chose the candidate; another signed-in user never acts under it. */
  actorUserId: number;
}

type Listener = (actingFor: ActingFor | null) => void;
const listeners = new Set<Listener>();

function isActingFor(value: unknown): value is ActingFor {
  if (typeof value !== 'object' || value === null) return false;
  const { masterId, userId, fullName, username, actorUserId } = value as Record<string, unknown>;
  return (
    Number.isInteger(masterId) &&
    Number.isInteger(userId) &&
    Number.isInteger(actorUserId) &&
    typeof fullName === 'string' &&
    typeof username === 'string'
  );
}

// The last value read, so an unchanged stored value gives the same object (a stable snapshot
// for React's useSyncExternalStore).
let last: { raw: string | null; value: ActingFor | null } = { raw: null, value: null };

function parse(raw: string | null): ActingFor | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isActingFor(value) ? value : null;
  } catch {
    return null;
  }
}

/** The chosen candidate, or null; a damaged stored value counts as none. */
export function readActingFor(): ActingFor | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(ACTING_FOR_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw !== last.raw) last = { raw, value: parse(raw) };
  return last.value;
}

function notify(): void {
  const current = readActingFor();
  for (const listener of listeners) listener(current);
}

export function startActingFor(actingFor: ActingFor): void {
  try {
    window.sessionStorage.setItem(ACTING_FOR_STORAGE_KEY, JSON.stringify(actingFor));
  } catch {
    return; // storage disabled: without it no header could be sent either
  }
  notify();
}

export function stopActingFor(): void {
  let had = false;
  try {
    had = window.sessionStorage.getItem(ACTING_FOR_STORAGE_KEY) !== null;
    window.sessionStorage.removeItem(ACTING_FOR_STORAGE_KEY);
  } catch {
    // nothing stored that we could remove
  }
  if (had) notify();
}

/** Subscribe to changes; returns the unsubscribe function. */
export function onActingForChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isActingForPath = (path: string) =>
  ACTING_FOR_PATH_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  );

/** The headers a call to `path` carries: the chosen candidate for profile and file calls only. */
export function actingForHeaders(path: string): Record<string, string> {
  if (!isActingForPath(path)) return {};
  const actingFor = readActingFor();
  if (!actingFor) return {};
  return { reqMasterId: String(actingFor.masterId), reqUserId: String(actingFor.userId) };
}

// Whoever ends the session (logout, a refused refresh, corrupt storage), the choice goes with it.
onTokenChange((change) => {
  if (change !== 'set') stopActingFor();
});
