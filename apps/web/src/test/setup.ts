import { afterEach, vi } from 'vitest';

// A console.error in a test is a failure (STYLE habit 8).
const original = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error in test: ${args.map(String).join(' ')}`);
};
