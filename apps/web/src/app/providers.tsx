import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../lib/auth/auth-context';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { styleNonce } from '../lib/content-security-policy';
import { ErrorBoundary } from '../components/error-boundary';
import { StartupGate } from '../components/startup-gate';
import { Toasts } from '../components/toasts';
import { theme } from './theme';

/** Mantine, i18n, toasts, the start-up check, then the query cache and the signed-in user. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" getStyleNonce={styleNonce}>
      <I18nextProvider i18n={i18n}>
        <Toasts />
        <ErrorBoundary>
          <StartupGate>
            <QueryClientProvider client={queryClient}>
              <AuthProvider>{children}</AuthProvider>
            </QueryClientProvider>
          </StartupGate>
        </ErrorBoundary>
      </I18nextProvider>
    </MantineProvider>
  );
}
