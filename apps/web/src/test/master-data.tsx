import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TMasterRecord } from '@niyukti/shared';
import { createQueryClient } from '../lib/query-client';
import { UiProviders } from './render';
import { json, ok, type FetchMock } from './fetch-mock';

/**
 * Renders `ui` at `path` (matched by `pattern`) with Mantine, i18n, a query cache and a data
 * router (as the app has: leave guards need one), plus a page at every other path to leave to.
 */
export function renderAt(ui: ReactElement, path = '/', pattern = '/') {
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
        <RouterProvider router={router} />
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
