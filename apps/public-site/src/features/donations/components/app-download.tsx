import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppMessages } from '../../../lib/app-intl';
import '../home.css';

const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

/**
 * Where the app is had: the centre's store listing when VITE_APP_DOWNLOAD_URL names one at build time,
 * else the site's own install page (the site installs as an app itself).
 */
export const APP_DOWNLOAD_URL: string = import.meta.env.VITE_APP_DOWNLOAD_URL || '/install';

/**
 * The QR code loads as its section reaches the viewport. Not earlier: on a laptop screen the section
 * sits just below the fold, and loading the generator for a code nobody has seen yet would spend the
 * first page's byte budget.
 */
const QR_PRELOAD_MARGIN = '0px';

/**
 * The app download link and its QR code. The code is drawn from the link in the browser; its
 * generator loads only when the section comes near the viewport, so the first screen does not wait.
 */
export function AppDownload({ url = APP_DOWNLOAD_URL }: { url?: string }) {
  const t = useAppMessages();
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: QR_PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section className="app-download" aria-labelledby="app-download-heading">
      <div className="app-download__text">
        <h2 id="app-download-heading">{t('home.appHeading')}</h2>
        <p>{t('home.appText')}</p>
        <a className="app-download__link" href={url} rel="noopener">
          {t('home.appLink')}
        </a>
      </div>
      <div className="app-download__qr" ref={placeholder}>
        {near ? (
          <Suspense fallback={null}>
            <QrCode value={url} label={t('home.qrLabel')} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
