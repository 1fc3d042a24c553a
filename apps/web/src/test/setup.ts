import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../lib/i18n';

// The app fetches a language's catalogue at start-up (the start-up gate); tests render pages
// directly and switch languages freely, so both are here before any test runs.
await Promise.all(
  (['ne', 'en'] as const).flatMap((lang) => [loadLanguage(lang), loadLanguage(lang, 'office')]),
);

// jsdom lacks the layout APIs Mantine asks for; these stand-ins answer "nothing matches".
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
