import type { Locale } from '@minbar/ui/provider/ui-provider';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SW_MESSAGE_ACTIVATE } from '../service-worker/kept-reads';
import ar from './update-locales/ar.json';
import en from './update-locales/en.json';
import pl from './update-locales/pl.json';
import './update-banner.css';

/*
 * The banner loads only when a new version is waiting, and draws itself in a root of its own, so
 * nothing of it is in the home's first load. Its three short messages come with it in every language:
 * fewer bytes than a catalogue's loader, and the banner follows the page's language as it changes.
 */
const MESSAGES: Record<Locale, typeof en> = { en, ar, pl };

export interface UpdateBannerProps {
  worker: Pick<ServiceWorker, 'postMessage'>;
  locale: Locale;
  /** Reloads the page once the new version has taken over. */
  reload?: () => void;
  /** The visitor chose Later. */
  onClose?: () => void;
}

/**
 * "A new version of the site is ready. Reload · Later": a polite status line, never a dialog, so a
 * visitor in the middle of a form finishes first. Reload asks the waiting version to take over and
 * loads the page again once it has; Later hides the line, and the next visit starts the new version.
 */
export function UpdateBanner({
  worker,
  locale,
  reload = () => window.location.reload(),
  onClose,
}: UpdateBannerProps) {
  const text = MESSAGES[locale];
  const [reloading, setReloading] = useState(false);
  const takeOver = () => {
    setReloading(true);
    navigator.serviceWorker?.addEventListener('controllerchange', () => reload(), { once: true });
    worker.postMessage(SW_MESSAGE_ACTIVATE);
  };
  return (
    <div className="update-banner" role="status" lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
      <p>{text.ready}</p>
      <div className="update-banner__actions">
        <button type="button" className="update-banner__reload" onClick={takeOver} disabled={reloading}>
          {text.reload}
        </button>
        <button type="button" className="update-banner__later" onClick={onClose}>
          {text.later}
        </button>
      </div>
    </div>
  );
}

const pageLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return lang === 'ar' || lang === 'pl' || lang === 'en' ? lang : 'en';
};

/** Shows the banner at the foot of the page, in the page's language (it follows a switch). */
export function showUpdateBanner(worker: ServiceWorker): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const observer = new MutationObserver(() => draw());
  const close = () => {
    observer.disconnect();
    root.unmount();
    host.remove();
  };
  const draw = () => root.render(<UpdateBanner worker={worker} locale={pageLocale()} onClose={close} />);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  draw();
}
