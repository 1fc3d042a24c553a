import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { StartupGate } from '../../components/startup-gate';
import { withAuth } from '../../test/render';
import { json, ok, type FetchMock } from '../../test/fetch-mock';

/** Shows where the router landed, so a test can wait for a navigation. */
function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/** Renders `page` at the route `pattern`, opened at `url`, behind the real start-up gate. */
export function renderPage(page: ReactElement, pattern: string, url = pattern) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
    </Wrapper>,
  );
  return router;
}

type Route = (body: unknown) => Response;

/** Answers by path, so the order of the app's own calls (session check…) does not matter. */
export function serveRoutes(
  fetchMock: FetchMock,
  routes: Record<string, Route[]>,
  devMailbox = false,
) {
  const queues = new Map(Object.entries(routes).map(([key, answers]) => [key, [...answers]]));
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/session') return ok({ ready: true, devMailbox });
    const answer = queues.get(`${method} ${url.pathname}`)?.shift();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return answer
      ? answer(body)
      : json(404, { status: 0, message: null, data: null, code: 'NOT_FOUND' });
  });
}

/** A call the test made, by method and path, with its JSON body. */
export function bodiesSentTo(fetchMock: FetchMock, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
