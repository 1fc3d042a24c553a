import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, shownToasts } from '../test/fetch-mock';
import { setLanguage } from './i18n';
import { toast, TOAST_DEDUPE_MS } from './toast';

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('drops the same message within 500 ms and shows it again after', () => {
    expect(toast.error('Server could not be reached')).toBe(true);
    vi.advanceTimersByTime(TOAST_DEDUPE_MS - 1);
    expect(toast.error('Server could not be reached')).toBe(false);
    expect(shownToasts()).toEqual(['Server could not be reached']);
    vi.advanceTimersByTime(1);
    expect(toast.error('Server could not be reached')).toBe(true);
    expect(shownToasts()).toEqual(['Server could not be reached', 'Server could not be reached']);
  });

  it('shows different messages at once', () => {
    toast.success('Saved.');
    toast.error('Not found.');
    expect(shownToasts()).toEqual(['Saved.', 'Not found.']);
  });

  it('takes away the toasts on screen when the language changes', async () => {
    vi.useRealTimers();
    await setLanguage('ne');
    toast.error('यो विवरण प्रयोगमा रहेकाले हटाउन मिल्दैन।');
    expect(shownToasts()).toHaveLength(1);
    await setLanguage('en');
    expect(shownToasts()).toEqual([]);
  });
});
