// The one Chromium every browser test here launches: Debian's package unless CHROME_PATH names
// another, started with the flags that work on these machines (no sandbox under root, no GPU, and none
// of the background traffic that would make runs differ or reach the network).
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Added where pictures are compared with baselines (the story run, the contact sheet): the same story
 * draws the same pixels on every machine with the pinned fonts, with no font hinting, no sub-pixel
 * text and no scrollbars.
 */
export const STABLE_RENDER_FLAGS = ['--font-render-hinting=none', '--disable-lcd-text', '--hide-scrollbars'];
