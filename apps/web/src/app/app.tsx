import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { preloadPagesAt } from '../lib/routing/feature-routes';
import { AppProviders } from './providers';
import { routes } from './routes';

function AppRouter() {
  // Created after the start-up check and inside the providers, so route guards can read auth.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

/**
 * The current address's page and layout chunks, fetched while the app starts (main.tsx). For a
 * back-office address this table reaches only the admin layout; its chunk, once arrived, starts
 * the page's (admin-layout.tsx).
 */
export function preloadCurrentPage(): void {
  preloadPagesAt(routes, window.location.pathname);
}

export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
