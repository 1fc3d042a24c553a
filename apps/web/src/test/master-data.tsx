import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  PERMISSION_ACTIONS,
  PRIVILEGE_CODES,
  type PermissionAction,
  type PrivilegeCode,
  type TCurrentUser,
  type TMasterRecord,
} from '@niyukti/shared';
import { AuthProvider } from '../lib/auth/auth-context';
import { storeTokens } from '../lib/auth/token-store';
import { createQueryClient } from '../lib/query-client';
import { UiProviders } from './render';
import { json, ok, type FetchMock } from './fetch-mock';

/** A staff member holding every privilege code with every action. */
export const A_STAFF_MEMBER: TCurrentUser = {
  id: 2,
  username: 'hari',
  fullName: 'Hari Thapa',
  type: 'staff',
  masterId: null,
  privileges: [...PRIVILEGE_CODES],
  permissions: Object.fromEntries(PRIVILEGE_CODES.map((code) => [code, [...PERMISSION_ACTIONS]])),
  mustChangePassword: false,
};

/** A staff member holding `code` with only `actions` (a read-only clerk: `['read']`). */
export function aStaffMemberWith(code: PrivilegeCode, actions: PermissionAction[]): TCurrentUser {
  return { ...A_STAFF_MEMBER, privileges: [code], permissions: { [code]: actions } };
}

/** Who `/oauth/me` answers for in `serveMasterData` (set by `renderAt`'s `signedInAs`). */
let signedInUser: TCurrentUser | null = null;

/**
 * Renders `ui` at `path` (matched by `pattern`) with Mantine, i18n, a query cache and a data
 * router (as the app has: leave guards need one), plus a page at every other
 * path to leave to. `signedInAs`: the auth context with a session of that user (its `/oauth/me`
 * answered by `serveMasterData`), for the staff pages that show only what its actions allow.
 */
export function renderAt(
  ui: ReactElement,
  path = '/',
  pattern = '/',
  { signedInAs }: { signedInAs?: TCurrentUser } = {},
) {
  signedInUser = signedInAs ?? null;
  if (signedInAs) storeTokens('test-session');
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <UiProviders>
      <QueryClientProvider client={createQueryClient()}>
        {signedInAs ? (
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        ) : (
          <RouterProvider router={router} />
        )}
      </QueryClientProvider>
    </UiProviders>,
  );
  return userEvent.setup({ delay: null });
}

/** A fake API answer: a Response, or data wrapped in a success envelope. */
type Answer = Response | unknown;
type Handler = (url: URL, init: RequestInit | undefined) => Answer;

/**
 * Answers each call by `METHOD /path` (query ignored); a GET list of an entity answers a page of
 * `records[key]`, so tables and look-ups both work from one fixture.
 */
export function serveMasterData(
  fetchMock: FetchMock,
  records: Record<string, TMasterRecord[]>,
  handlers: Record<string, Handler> = {},
): void {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler && method === 'GET' && url.pathname === '/oauth/me' && signedInUser)
      return ok(signedInUser);
    if (handler) {
      const answer = handler(url, init);
      return answer instanceof Response ? answer : ok(answer);
    }
    const key = /^\/api\/(?:internal|public)\/master-data\/([^/]+)$/.exec(url.pathname)?.[1];
    if (method === 'GET' && key && records[key]) {
      const items = records[key];
      if (url.pathname.startsWith('/api/public/')) return ok(items);
      return ok({ items, total: items.length, page: 1, pageSize: 10 });
    }
    return json(404, { status: 0, message: null, data: null, code: 'NOT_FOUND' });
  });
}

/** The parsed JSON body of the first call made with `method`. */
export function bodyOf(fetchMock: FetchMock, method: string): unknown {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

/** The URLs of the GET calls made so far. */
export function getUrls(fetchMock: FetchMock): URL[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => new URL(String(input), 'http://localhost'));
}
