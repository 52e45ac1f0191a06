import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // Race tests live in *-concurrency.test.ts and run (and count) only on PostgreSQL:
          // PGlite has one connection and would run the racing requests one after the other.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['src/**/*-concurrency.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test/setup.ts'],
          // Migrates once per run; each file copies the result (a template database or dump).
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
