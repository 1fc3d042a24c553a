import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enTable from '../../locales/en/table.json';
import neTable from '../../locales/ne/table.json';

/** A small i18n instance with only the widget's namespace, so the tests need nothing else. */
export async function createTableI18n(lng: 'ne' | 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['table'],
    defaultNS: 'table',
    resources: { ne: { table: neTable }, en: { table: enTable } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function renderWithProviders(ui: ReactElement, i18n: I18n): RenderResult {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
}
