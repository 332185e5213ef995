import { loadEveryLocale } from '@minbar/ui/provider/message-catalogue';
import { beforeAll } from 'vitest';

// Pages load one language at a time; the tests switch language and expect the page to follow at
// once, so every language is loaded before they run.
beforeAll(() => loadEveryLocale());
