import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The route tests go through lazy routes and a real HTTP round trip; on a busy 2-core CI machine
// that can outlast testing-library's 1 s default for findBy/waitFor without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
