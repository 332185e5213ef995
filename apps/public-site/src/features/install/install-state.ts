/*
 * Which way of installing the site this browser offers, decided from what it tells the page. Chromium
 * browsers (Chrome, Edge, Samsung Internet on Android and desktops) fire `beforeinstallprompt` and
 * install on a button; Safari on iPhone and iPad has no prompt, only Share, then Add to Home Screen;
 * other browsers install from their own menu, if at all.
 */
export type InstallState = 'installed' | 'prompt' | 'ios' | 'manual';

export interface InstallSignals {
  /** The page runs as the installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** The browser has offered its install prompt (a kept beforeinstallprompt event). */
  canPrompt: boolean;
  userAgent: string;
  /** iPadOS presents itself as a Mac; only its touch points tell them apart. */
  maxTouchPoints: number;
}

/** Safari (or any browser, all are WebKit there) on an iPhone, iPod or iPad. */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function installState(signals: InstallSignals): InstallState {
  if (signals.standalone) return 'installed';
  if (signals.canPrompt) return 'prompt';
  if (isAppleMobile(signals.userAgent, signals.maxTouchPoints)) return 'ios';
  return 'manual';
}
