import { loadEveryLocale } from '@minbar/ui/provider/message-catalogue';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Pages load one language at a time; the tests switch language and expect the page to follow at
// once, so every language is loaded before they run.
beforeAll(() => loadEveryLocale());

// The test files of a worker share one page (vite.config.ts): each test leaves it empty, with
// nothing stored, for the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
