import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { withAuth } from '../../test/render';

/** Shows where the router landed, so a test can wait for a navigation. */
function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/** Renders `page` at `path` with the auth context; every other path shows where it landed. */
export function renderPage(page: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return router;
}
