import { defineConfig } from 'vitest/config';

// Project 'core' (root scripts run `vitest run --project core`): pure unit and property tests.
export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
