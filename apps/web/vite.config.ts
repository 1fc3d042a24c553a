/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { tsImport } from 'tsx/esm/api';

/**
 * `virtual:messages/ne` and `virtual:messages/en`: shared's `{ key: { en, ne } }` messages split
 * by language at build time, so each language's catalogue chunk carries only its own texts.
 * The messages are read through tsx, not imported by this file, so the config stays loadable
 * by Vite's native loader (shared's sources import without file extensions).
 */
const MESSAGES_MODULE = '../../packages/shared/src/i18n/messages/index.ts';

/**
 * Areas of shared's messages only the back office shows (creating and publishing
 * advertisements, master data, requisitions and their distribution): they come with the office
 * catalogue (`virtual:messages/ne/office`), so a first visit does not download them.
 */
const OFFICE_MESSAGE_AREAS = ['advertisements', 'distribution', 'masterData', 'requisitions'];
const isOfficeMessage = (key: string) => OFFICE_MESSAGE_AREAS.includes(key.split('.')[0]!);

function messagesByLanguage(): Plugin {
  const prefix = 'virtual:messages/';
  // Read once per build for both languages (afresh at each build start, so a dev server's
  // rebuild sees an edited message).
  let messages: Promise<Record<string, { en: string; ne: string }>> | undefined;
  const readMessages = () =>
    (messages ??= tsImport(MESSAGES_MODULE, import.meta.url).then(
      (module: { MESSAGES: Record<string, { en: string; ne: string }> }) => module.MESSAGES,
    ));
  return {
    name: 'niyukti-messages-by-language',
    buildStart() {
      messages = undefined;
    },
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const [lang, part = 'portal'] = id.slice(prefix.length + 1).split('/');
      if (lang !== 'ne' && lang !== 'en') throw new Error(`no messages in language ${lang}`);
      if (part !== 'portal' && part !== 'office') throw new Error(`no messages part ${part}`);
      const texts = Object.fromEntries(
        Object.entries(await readMessages())
          .filter(([key]) => isOfficeMessage(key) === (part === 'office'))
          .map(([key, text]) => [key, text[lang]]),
      );
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}

// The API (apps/api, port 8080) serves the built SPA in production, so the app lives at `/`
// and talks to the same origin; in development Vite forwards the API's paths to it.
const API_ORIGIN = process.env.NIYUKTI_API_ORIGIN ?? 'http://localhost:8080';
const proxied = ['/api', '/oauth', '/sandbox'];

/**
 * The libraries every page runs before it draws: React, the router, i18next, TanStack Query and
 * Mantine's core (its provider, Box and styles machinery, not its components). Left to itself
 * the bundler spreads them over a dozen small chunks it shares with lazy pages; on a first visit
 * each costs a request, its headers and a compression dictionary of its own. As one chunk they
 * are one request, cached for a year.
 */
const START_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

/**
 * Preloads the Devanagari face of the body text: the browser otherwise learns of it only once
 * the style sheet has arrived and a Nepali word is laid out, a round trip later on a slow line.
 * Every page needs it, in English too (the language switch says नेपाली).
 */
function preloadBodyFont(): Plugin {
  return {
    name: 'niyukti-preload-body-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /devanagari-devanagari-400-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('the Devanagari body font is missing from the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** Tests that render the app's whole route tree (app/routes.tsx). */
const WHOLE_APP_TESTS = ['src/app/**/*.test.tsx', 'src/lib/routing/feature-routes.test.tsx'];

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    messagesByLanguage(),
    preloadBodyFont(),
    // Each asset also as .br and .gz, made once at build at the highest levels, which the API
    // sends to browsers that accept them (@fastify/static's preCompressed). Not index.html: the
    // API writes a fresh CSP nonce into every copy it sends, and compresses that copy itself.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|json|svg|txt|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      // @niyukti/shared's modules only declare things; saying so lets the bundler leave out the
      // zod schemas the entry never uses (forms load them with their own lazy pages).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [{ name: 'start', test: START_LIBRARIES }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      // The files of a worker share one jsdom and the libraries' modules: three times faster on
      // CI's two cores, where building a jsdom and importing Mantine for each of 140 files took
      // more time than the tests. What a test changes in the page is undone after it (setup.ts);
      // globals a file stubs it restores.
      {
        extends: true,
        test: {
          name: 'pages',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: WHOLE_APP_TESTS,
          isolate: false,
        },
      },
      // The app's whole route tree loads its pages lazily, and a page loaded by an earlier file
      // kept that file's copies of the modules it uses (the acting-for choice among them): these
      // files each start afresh.
      { extends: true, test: { name: 'app', include: WHOLE_APP_TESTS, isolate: true } },
    ],
  },
});
