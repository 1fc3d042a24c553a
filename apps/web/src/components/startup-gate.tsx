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
  | { phase: 'unavailable' };

const SessionInfoContext = createContext<SessionInfo | null>(null);

/** What the start-up check learnt about the server (dev mailbox, server date). */
export function useSessionInfo(): SessionInfo {
  return useContext(SessionInfoContext) ?? { ready: true, devMailbox: false };
}

/** One session check, no toasts: this screen itself is the message. */
export async function checkSession(): Promise<GateState> {
  const outcome = await fetchWithTimeout(
    buildUrl(SESSION_PATH),
    { headers: { Accept: 'application/json' } },
    REQUEST_TIMEOUT_MS,
  );
  if (outcome.kind !== 'response') return { phase: 'unavailable' };
  const { response } = outcome;
  if (response.status === 503) return { phase: 'maintenance' };
  const body = (await readJson(response)) as { data?: SessionInfo | null } | undefined;
  if (response.status === 200 && body?.data) return { phase: 'ready', session: body.data };
  return { phase: 'unavailable' };
}

/**
 * The session check and the language's catalogue, fetched side by side: the app shows when
 * both are here; a catalogue that cannot be fetched is the server being unavailable too.
 */
async function startUp(): Promise<GateState> {
  const [state, catalogue] = await Promise.all([
    checkSession(),
    loadLanguage(currentLanguage()).then(
      () => true,
      () => false,
    ),
  ]);
  return state.phase === 'ready' && !catalogue ? { phase: 'unavailable' } : state;
}

/**
 * Spec §2 start-up behaviour: stale persisted state is cleared, then one `GET /api/session`
 * decides: 200 with data shows the app, 503 the maintenance screen, anything else (or no
 * answer) the try-again screen.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GateState>({ phase: 'checking' });

  const run = useCallback(() => {
    setState({ phase: 'checking' });
    void startUp().then(setState);
  }, []);

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
    case 'unavailable':
      return (
        <BilingualNotice
          titleKey="startup.unavailableTitle"
          bodyKey="startup.unavailableBody"
          action={<Button onClick={run}>{bothLanguages('startup.tryAgain')}</Button>}
        />
      );
    case 'ready':
      return (
        <SessionInfoContext.Provider value={state.session}>{children}</SessionInfoContext.Provider>
      );
  }
}
