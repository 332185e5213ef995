import type en from '../locales/en.json';

/** The keys of the import, chart, statistics and suggestion tools in the area's catalogue. */
export type PrayerToolsMessageId = keyof typeof en & `tools.${string}`;
