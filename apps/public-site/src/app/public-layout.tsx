import { LanguageSwitcher } from '@minbar/ui/language-switcher/language-switcher';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useAppMessages } from '../lib/app-intl';
import './public-layout.css';

interface PublicLayoutProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  children: ReactNode;
}

export function PublicLayout({ locale, onLocaleChange, children }: PublicLayoutProps) {
  const t = useAppMessages();
  const documentTitle = t('document.title');
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstLocation = useRef(location);

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  // After a move to another page, reading starts again at its content, as after a full page load.
  useEffect(() => {
    if (location === firstLocation.current) return;
    firstLocation.current = '';
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <div className="public-layout">
      <a className="public-layout__skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <header className="public-layout__header">
        <Link href="/" className="public-layout__brand">
          {t('layout.centreName')}
        </Link>
        <nav className="public-layout__nav" aria-label={t('layout.nav')}>
          <Link
            href="/events"
            className="public-layout__nav-link"
            aria-current={/^\/events(\/|$)/i.test(location) ? 'page' : undefined}
          >
            {t('layout.nav.events')}
          </Link>
          <Link
            href="/activities"
            className="public-layout__nav-link"
            aria-current={/^\/activities(\/|$)/i.test(location) ? 'page' : undefined}
          >
            {t('layout.nav.activities')}
          </Link>
          <Link
            href="/prayer-times"
            className="public-layout__nav-link"
            aria-current={/^\/prayer-times(\/|$)/i.test(location) ? 'page' : undefined}
          >
            {t('layout.nav.prayerTimes')}
          </Link>
        </nav>
        <LanguageSwitcher value={locale} onChange={onLocaleChange} />
      </header>
      <main id="main-content" className="public-layout__main" tabIndex={-1} ref={main}>
        {children}
      </main>
      <footer className="public-layout__footer">
        <p>{t('layout.footer')}</p>
      </footer>
    </div>
  );
}
