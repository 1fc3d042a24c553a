import { vi, type Mock } from 'vitest';
import { notificationsStore, notifications } from '@mantine/notifications';
import { resetToastMemory } from '../lib/toast';

export type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** Replaces the global fetch (the only thing these tests mock). */
export function mockFetch(): FetchMock {
  const fn: FetchMock = vi.fn();
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function ok<T>(data: T, message: { en: string; ne: string } | null = null): Response {
  return json(200, { status: 1, message, data, code: 'OK' });
}

/** A fetch that never answers until its signal aborts, as a hung server would behave. */
export function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    if (init?.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('aborted', 'AbortError')),
    );
  });
}

/** Messages of every toast shown (visible or queued). */
export function shownToasts(): string[] {
  const { notifications: visible, queue } = notificationsStore.getState();
  return [...visible, ...queue].map((n) => String(n.message));
}

export function resetToasts(): void {
  notifications.clean();
  notifications.cleanQueue();
  resetToastMemory();
}

export function headersOf(mock: FetchMock, call: number): Record<string, string> {
  return (mock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

export function urlOf(mock: FetchMock, call: number): string {
  return String(mock.mock.calls[call]?.[0]);
}
