import { configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s (the library's default is 1 s): on a loaded 2-core machine a
// render after a mocked answer can take longer than 1 s, and the wait ends at once when it shows.
configure({ asyncUtilTimeout: 5000 });

// A console.error in a test is a failure (STYLE habit 8).
const original = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error in test: ${args.map(String).join(' ')}`);
};
