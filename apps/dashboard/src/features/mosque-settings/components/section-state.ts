import type { MosqueSettingsMessage } from '../mosque-settings-intl';

/** Where one section's data stands: each section of the page loads, fails and retries on its own. */
export type SectionState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: MosqueSettingsMessage }
  | { status: 'ready'; data: T };
