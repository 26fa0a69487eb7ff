import { afterEach, vi } from 'vitest';

// STYLE.md §8: an unexpected console error fails the test. A test that expects
// one says so with vi.spyOn(console, 'error').mockImplementation(() => {}).
let errors: unknown[][] = [];
// This file runs before every test file, and a worker runs many files in one process (isolate:
// false): wrap the console's own error once, not the previous file's wrapper.
const holder = globalThis as { originalConsoleError?: typeof console.error };
const original = (holder.originalConsoleError ??= console.error);
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length && !vi.isMockFunction(console.error)) {
    throw new Error(`Unexpected console.error:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
