import { useMemo, useState, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AuthProvider } from '../lib/auth/auth-context';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { styleNonce } from '../lib/content-security-policy';
import { ErrorBoundary } from '../components/error-boundary';
import { StartupGate } from '../components/startup-gate';
import { Toasts } from '../components/toasts';
import { theme, themeLabels } from './theme';

/** Mantine with the theme and its labels (close and clear buttons) in the current language. */
function LocalizedMantine({ children }: { children: ReactNode }) {
  // The portal's catalogue arrives after this first draws (the start-up gate fetches it): drawn
  // again when it is added, the labels are never left as their keys.
  const { t } = useTranslation('common', { bindI18nStore: 'added' });
  const close = t('actions.close');
  const clear = t('actions.clear');
  const localized = useMemo(
    () => mergeThemeOverrides(theme, themeLabels({ close, clear })),
    [close, clear],
  );
  return (
    <MantineProvider theme={localized} defaultColorScheme="light" getStyleNonce={styleNonce}>
      {children}
    </MantineProvider>
  );
}

/** Mantine, i18n, toasts, the start-up check, then the query cache and the signed-in user. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantine>
        <Toasts />
        <ErrorBoundary>
          <StartupGate>
            <QueryClientProvider client={queryClient}>
              <AuthProvider>{children}</AuthProvider>
            </QueryClientProvider>
          </StartupGate>
        </ErrorBoundary>
      </LocalizedMantine>
    </I18nextProvider>
  );
}
