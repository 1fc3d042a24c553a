import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { api } from './api';
import { i18n } from './i18n';
import { createQueryClient } from './query-client';
import { json, mockFetch, resetToasts, shownToasts, type FetchMock } from '../test/fetch-mock';

const BUSY = {
  status: 0,
  message: {
    en: 'The portal is very busy right now. Please try again in a minute.',
    ne: 'पोर्टल अहिले धेरै व्यस्त छ। कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  },
  data: null,
  code: 'BUSY',
};

let fetchMock: FetchMock;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetToasts();
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async () => json(503, BUSY, { 'Retry-After': '60' }));
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('does not retry a query that met a BUSY answer, however long one waits', async () => {
  const client = createQueryClient();
  const observer = new QueryObserver(client, {
    queryKey: ['busy-query'],
    queryFn: () => api.get('/api/candidate/applications'),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(0);
  expect(observer.getCurrentResult().status).toBe('error');
  await vi.advanceTimersByTimeAsync(5 * 60_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(shownToasts()).toEqual([BUSY.message.en]);
  unsubscribe();
  client.clear();
});

it('does not retry a mutation that met a BUSY answer', async () => {
  const client = createQueryClient();
  const observer = new MutationObserver(client, {
    mutationFn: () => api.post('/api/candidate/applications', { advertisementId: 1 }),
  });
  await expect(observer.mutate()).rejects.toMatchObject({ code: 'BUSY' });
  await vi.advanceTimersByTimeAsync(5 * 60_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  client.clear();
});
