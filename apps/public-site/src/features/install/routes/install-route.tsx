import { useEffect, useState } from 'react';
import { type InstallPromptEvent, keptInstallPrompt } from '../../../lib/install-prompt';
import { InstallView } from '../components/install-view';
import { installState } from '../install-state';

const runsInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * /install: what the home's app link and QR code lead to when the centre has no store listing
 * (VITE_APP_DOWNLOAD_URL). The browser's prompt is kept from the page's start (src/lib/install-prompt.ts),
 * since Chromium offers it once per page load, perhaps before this page's code has arrived.
 */
export default function InstallRoute() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(keptInstallPrompt);
  const [installed, setInstalled] = useState(runsInstalled);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const offered = (event: Event) => setPrompt(event as InstallPromptEvent);
    const done = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', done);
    };
  }, []);
  const state = installState({
    standalone: installed,
    canPrompt: prompt !== null || dismissed,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'accepted') setInstalled(true);
    else setDismissed(true);
  };
  return <InstallView state={state} onInstall={install} dismissed={dismissed} />;
}
