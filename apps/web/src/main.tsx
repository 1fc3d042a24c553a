// First: the Content-Security-Policy settings must be in place before any other module runs.
import './lib/content-security-policy';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// One font for Devanagari and Latin, bundled so no device shows boxes (weights used by the theme).
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@fontsource/noto-sans-devanagari/700.css';
// Mantine's core styles once, not per component: feature pages use many components, and a missed
// per-component import fails silently as an unstyled widget (see the report / decisions). The
// toasts' styles come with their viewport (components/toast-viewport.tsx).
import '@mantine/core/styles.css';
import './lib/i18n';
import { App, preloadCurrentPage } from './app/app';

preloadCurrentPage();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
