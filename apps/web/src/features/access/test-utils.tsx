import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { UiProviders } from '../../test/render';
import { ok, type FetchMock } from '../../test/fetch-mock';

/** Renders a form of this feature with Mantine, i18n, a fresh query cache and a router. */
export function renderWithQueries(ui: ReactElement) {
  render(
    <UiProviders>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </UiProviders>,
  );
  return userEvent.setup({ delay: null });
}

/** Answers GETs by path from `reads`, and every other call with `written` (echoed back). */
export function answerByPath(fetchMock: FetchMock, reads: Record<string, unknown>): void {
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') === 'GET') return Promise.resolve(ok(reads[url.pathname] ?? null));
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    return Promise.resolve(
      ok({ id: 99, ...(body as object) }, { en: 'Saved.', ne: 'सुरक्षित भयो।' }),
    );
  });
}

/** The parsed JSON body of the first call made with `method`. */
export function bodyOf(fetchMock: FetchMock, method: string): unknown {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}
