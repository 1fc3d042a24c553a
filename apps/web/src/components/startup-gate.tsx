import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { clearStalePersistedState, readTokens } from '../lib/auth/token-store';
import { buildUrl, fetchWithTimeout, readJson, REQUEST_TIMEOUT_MS } from '../lib/api/transport';
import { currentLanguage, loadLanguage } from '../lib/i18n';
import { BilingualNotice, bothLanguages } from './bilingual-notice';
import { PageLoader } from './page-loader';

export const SESSION_PATH = '/api/session';

/** `data` of `GET /api/session` (docs/api.md). */
export interface SessionInfo {
  ready: boolean;
  /** True when mail goes to the dev mailbox (no SMTP configured): show its link. */
  devMailbox: boolean;
  serverDate?: string;
  /** The same day in B.S. */
  serverDateBs?: string;
}

type GateState =
  | { phase: 'checking' }
  | { phase: 'ready'; session: SessionInfo }
  | { phase: 'maintenance' }
  /**
   * The API sheds load (503 with code BUSY): `retryInSeconds` is its Retry-After, capped;
   * `autoRetry` is false when this answer came from the one automatic retry itself.
   */
  | { phase: 'busy'; retryInSeconds: number; autoRetry: boolean }
  | { phase: 'unavailable' };

/** The longest the busy screen waits before its one automatic retry (the API asks for 60 s). */
export const BUSY_RETRY_CAP_SECONDS = 60;

/**
 * Seconds to wait from a Retry-After header (delta-seconds or an HTTP date), within 1 s and
 * the cap; a missing or unreadable header means the cap.
 */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number {
  const value = header?.trim() ?? '';
  let seconds: number = BUSY_RETRY_CAP_SECONDS;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else if (value) {
    const at = Date.parse(value);
    if (!Number.isNaN(at)) seconds = Math.ceil((at - now) / 1000);
  }
  return Math.min(Math.max(seconds, 1), BUSY_RETRY_CAP_SECONDS);
}

const SessionInfoContext = createContext<SessionInfo | null>(null);

/** What the start-up check learnt about the server (dev mailbox, server date). */
export function useSessionInfo(): SessionInfo {
  return useContext(SessionInfoContext) ?? { ready: true, devMailbox: false };
}

/**
 * One session check, no toasts: this screen itself is the message. `automatic`: this is the
 * busy screen's own retry (a BUSY answer to it schedules no further one).
 */
export async function checkSession(automatic = false): Promise<GateState> {
  const outcome = await fetchWithTimeout(
    buildUrl(SESSION_PATH),
    { headers: { Accept: 'application/json' } },
    REQUEST_TIMEOUT_MS,
  );
  if (outcome.kind !== 'response') return { phase: 'unavailable' };
  const { response } = outcome;
  const body = (await readJson(response)) as
    { data?: SessionInfo | null; code?: unknown } | undefined;
  if (response.status === 503) {
    // Load shedding is not maintenance: the server is up, just full for a minute.
    if (body?.code !== 'BUSY') return { phase: 'maintenance' };
    return {
      phase: 'busy',
      retryInSeconds: retryAfterSeconds(response.headers.get('retry-after')),
      autoRetry: !automatic,
    };
  }
  if (response.status === 200 && body?.data) return { phase: 'ready', session: body.data };
  return { phase: 'unavailable' };
}

/**
 * The session check and the language's catalogue, fetched side by side: the app shows when
 * both are here; a catalogue that cannot be fetched is the server being unavailable too.
 */
async function startUp(automatic = false): Promise<GateState> {
  const [state, catalogue] = await Promise.all([
    checkSession(automatic),
    loadLanguage(currentLanguage()).then(
      () => true,
      () => false,
    ),
  ]);
  return state.phase === 'ready' && !catalogue ? { phase: 'unavailable' } : state;
}

/**
 * Spec §2 start-up behaviour: stale persisted state is cleared, then one `GET /api/session`
 * decides: 200 with data shows the app, 503 the maintenance screen (or, with code BUSY, the
 * busy screen), anything else (or no answer) the try-again screen.
 *
 * The busy screen retries by itself once, after the answer's Retry-After (at most 60 s); if
 * that retry is busy too it waits for the person's press, so a crowd of waiting phones does
 * not keep knocking every minute. A press retries at once (and earns one more automatic try).
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GateState>({ phase: 'checking' });

  const run = useCallback((automatic = false) => {
    setState({ phase: 'checking' });
    void startUp(automatic).then(setState);
  }, []);
  const tryAgain = useCallback(() => run(), [run]);

  // Keyed on the state object, not its seconds: two busy answers in a row (their 'checking'
  // batched away) are two screens, each with its own timer.
  const busyToRetry = state.phase === 'busy' && state.autoRetry ? state : undefined;
  useEffect(() => {
    if (!busyToRetry) return;
    // Cleared on unmount and when a press (or any new state) leaves this busy screen.
    const timer = setTimeout(() => run(true), busyToRetry.retryInSeconds * 1000);
    return () => clearTimeout(timer);
  }, [busyToRetry, run]);

  useEffect(() => {
    clearStalePersistedState();
    // Corrupt stored tokens are found (removed, reported) here, not during the first render.
    readTokens();
    void startUp().then(setState);
  }, []);

  switch (state.phase) {
    case 'checking':
      return <PageLoader />;
    case 'maintenance':
      return (
        <BilingualNotice titleKey="startup.maintenanceTitle" bodyKey="startup.maintenanceBody" />
      );
    case 'busy':
      return (
        <BilingualNotice
          titleKey="startup.busyTitle"
          bodyKey="startup.busyBody"
          action={<Button onClick={tryAgain}>{bothLanguages('startup.tryAgain')}</Button>}
        />
      );
    case 'unavailable':
      return (
        <BilingualNotice
          titleKey="startup.unavailableTitle"
          bodyKey="startup.unavailableBody"
          action={<Button onClick={tryAgain}>{bothLanguages('startup.tryAgain')}</Button>}
        />
      );
    case 'ready':
      return (
        <SessionInfoContext.Provider value={state.session}>{children}</SessionInfoContext.Provider>
      );
  }
}
