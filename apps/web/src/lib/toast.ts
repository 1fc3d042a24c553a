import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';

/** Spec §9: toasts stay 4 s, at most 6 are shown, the same message is dropped within 500 ms. */
export const TOAST_AUTO_CLOSE_MS = 4000;
export const TOAST_LIMIT = 6;
export const TOAST_DEDUPE_MS = 500;
export const TOAST_POSITION = 'bottom-right' as const;

export type ToastKind = 'success' | 'error' | 'info';

const COLOR: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'commission' };

const lastShown = new Map<string, number>();

// Whether any toast has been shown yet, for the viewport that is fetched with the first one.
let shownOnce = false;
const firstToastListeners = new Set<() => void>();

export function anyToastShown(): boolean {
  return shownOnce;
}

/** Calls back once, when the first toast is shown (a useSyncExternalStore subscription). */
export function onFirstToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

export interface ToastOptions {
  title?: string;
  /** Overrides the 4 s auto-close, e.g. for a long connectivity message. */
  autoClose?: number;
}

/**
 * Shows a toast unless the same text was shown less than 500 ms ago: a burst of failing calls
 * (say, every query on a page after the session expired) yields one message, not six.
 * Returns false when the toast was dropped as a duplicate.
 */
export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): boolean {
  const now = Date.now();
  const previous = lastShown.get(message);
  if (previous !== undefined && now - previous < TOAST_DEDUPE_MS) return false;
  lastShown.set(message, now);
  notifications.show({
    message,
    title: options.title,
    color: COLOR[kind],
    autoClose: options.autoClose ?? TOAST_AUTO_CLOSE_MS,
    withBorder: true,
  });
  if (!shownOnce) {
    shownOnce = true;
    for (const listener of firstToastListeners) listener();
  }
  return true;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
};

// A toast is written in the language it was shown in: switching language takes away the ones
// still on screen, or an English page would keep a Nepali message for its last seconds.
i18n.on('languageChanged', () => notifications.clean());

/** For tests: forget what was shown. */
export function resetToastMemory(): void {
  lastShown.clear();
}
