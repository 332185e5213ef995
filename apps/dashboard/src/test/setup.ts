import '@testing-library/jest-dom/vitest';
import { loadEveryLocale } from '@minbar/ui/provider/message-catalogue';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Every message catalogue of the app: the widgets', the app's and each area's.
import '@minbar/ui/provider/ui-provider';
import '../lib/i18n';
import '../features/administrators/administrators-intl';
import '../features/auth/auth-intl';
import '../features/fatwa/fatwa-intl';
import '../features/prayer-times/prayer-intl';
import '../features/profile/profile-intl';
import '../features/shell/shell-intl';

// The route tests go through lazy routes and a real HTTP round trip; on a busy 2-core CI machine
// (another suite runs beside this one there) that can outlast testing-library's 1 s default for
// findBy/waitFor without anything being wrong. A wait ends as soon as its element is there.
configure({ asyncUtilTimeout: 10_000 });

// Pages load one language at a time; tests switch language and compare texts directly, so every
// language of every catalogue is in memory before a test file is even collected.
await loadEveryLocale();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
