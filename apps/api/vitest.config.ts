import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file boots the app on its own fresh database, a copy of one the run migrates and
    // seeds first; two cores run two files at a time.
    globalSetup: ['src/test/global-setup.ts'],
    maxWorkers: 2,
    // A worker's files share the libraries' modules (each still loads the app's own afresh and
    // boots its own server): half the time, most of it was importing Fastify, Drizzle and the
    // rest again for each of 110 files. No test changes process.env or process listeners.
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
