/*
 * The browser's install prompt (Chromium's beforeinstallprompt), kept from the page's start: it is
 * offered once per page load, often before the install page's code has loaded. The browser's own offer
 * (its mini-infobar or menu item) is left as it is: the page keeps the event only to show it on a
 * button as well. The install page follows later offers itself.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let kept: InstallPromptEvent | null = null;

/** Starts keeping the prompt; the entry calls it once, before anything renders. */
export function keepInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    kept = event as InstallPromptEvent;
  });
}

/** The prompt the browser offered before the install page opened, or null. */
export const keptInstallPrompt = (): InstallPromptEvent | null => kept;
