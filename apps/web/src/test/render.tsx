import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../app/theme';
import { AuthProvider } from '../lib/auth/auth-context';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** Mantine in test mode (no transitions, no portals) and i18n. */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </MantineProvider>
  );
}

export function renderUi(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: UiProviders });
}

/** The UI providers plus a query cache and the auth context. */
export function withAuth(queryClient: QueryClient = createQueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <UiProviders>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      </UiProviders>
    );
  };
}
