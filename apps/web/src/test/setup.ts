import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { matchMediaStub, setScreenWidth } from './screen-width';
import { loadLanguage } from '../lib/i18n';

// The app fetches a language's catalogue at start-up (the start-up gate); tests render pages
// directly and switch languages freely, so both are here before any test runs.
await Promise.all(
  (['ne', 'en'] as const).flatMap((lang) =>
    (['portal', 'signed-in', 'office'] as const).map((part) => loadLanguage(lang, part)),
  ),
);

// jsdom lacks the layout APIs Mantine asks for; the media query stand-in answers "nothing matches"
// unless a test sets a screen width (screen-width.ts: setScreenWidth(375) for a phone). Set for
// every file: files share one jsdom (no isolation), and each has its own copy of screen-width.ts.
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaStub });

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// findBy… and waitFor wait up to 5 s, not 1: on CI's two busy cores a page's second request can
// come later than a second after its first, and a passing test waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  setScreenWidth(undefined);
});
