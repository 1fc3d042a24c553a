/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// The API (apps/api, port 8080) serves the built SPA in production, so the app lives at `/`
// and talks to the same origin; in development Vite forwards the API's paths to it.
const API_ORIGIN = process.env.NIYUKTI_API_ORIGIN ?? 'http://localhost:8080';
const proxied = ['/api', '/oauth', '/sandbox'];

export default defineConfig({
  base: '/',
  plugins: [
    react(),
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
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
