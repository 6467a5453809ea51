import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: component tests in jsdom, server tests against a real
// embedded database, and end-to-end tests driving Debian's Chromium.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: ONE on these 2
    // cores, so nothing ran side by side. Two workers let a component file
    // run while a server file waits on its database.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-web.ts'],
          environmentOptions: { jsdom: { url: 'http://localhost/' } },
          css: false,
          // A guard against a hung test, not a speed check (npm run bench measures speed):
          // a busy 2-core machine ran correct tests past 15 s.
          testTimeout: 60000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One prepared database per run; each test file clones it into its own in-memory database
          // (server/testing.ts), so two files run side by side (the whole project: 104 files in 785 s,
          // about 7 minutes less than one at a time).
          globalSetup: ['server/testing.globalSetup.ts'],
          // Each file: the writes its tests ran declared the cache effects of what they posted (server/books/postedBy.ts).
          setupFiles: ['server/testing.setup.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120000,
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
    ],
  },
});
