import type { PublicMosque } from '@minbar/api/schemas/mosque-identity';
import { photoSources } from '@minbar/domain/input/photo-ref';
import { groupBankAccount } from '@minbar/domain/mosque/bank-account';
import { LanguageSwitcher } from '@minbar/ui/language-switcher/language-switcher';
import { Ltr } from '@minbar/ui/ltr/ltr';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAppMessages } from '../lib/app-intl';
import { pageFetch } from '../lib/early-fetch';
import './public-layout.css';

interface PublicLayoutProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  children: ReactNode;
}

/** Sets a sharing preview's field (an Open Graph meta tag of index.html), when the page has it. */
const setMeta = (property: string, content: string) =>
  document.head.querySelector(`meta[property="og:${property}"]`)?.setAttribute('content', content);

export function PublicLayout({ locale, onLocaleChange, children }: PublicLayoutProps) {
  const t = useAppMessages();
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstLocation = useRef(location);
  // The centre's identity in the visitor's language (GET /api/public/mosque): a plain fetch, since
  // the API client stays off the home page (docs/decisions/0019); without it the site's own words.
  // The entry has already asked for it (pageFetch hands that answer over: read once per page).
  const [mosque, setMosque] = useState<PublicMosque | null>(null);
  useEffect(() => {
    const asking = new AbortController();
    pageFetch('/api/public/mosque', { headers: { 'accept-language': locale }, signal: asking.signal })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then(setMosque, () => {});
    return () => asking.abort();
  }, [locale]);
  const name = mosque?.name ?? t('layout.centreName');
  const documentTitle = t('document.title', { name });
  const description = t('document.description', { name });
  const logo = mosque?.logo ? photoSources(mosque.logo).src : null;

  useEffect(() => {
    document.title = documentTitle;
    setMeta('title', documentTitle);
    setMeta('site_name', name);
    setMeta('description', description);
    setMeta('locale', locale);
    if (logo) setMeta('image', new URL(logo, window.location.origin).href);
    // The installed app's name, icons and direction in the visitor's language (the server's answer).
    document.head
      .querySelector('link[rel="manifest"]')
      ?.setAttribute('href', `/manifest.webmanifest?lang=${locale}`);
  }, [documentTitle, name, description, logo, locale]);

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
      {mosque?.test_payments ? (
        // Read first (right after the skip link), shown at the foot of the screen: see the stylesheet.
        <aside className="public-layout__test-payments" aria-label={t('layout.testPayments.label')}>
          <p>{t('layout.testPayments')}</p>
        </aside>
      ) : null}
      <header className="public-layout__header">
        <Link href="/" className="public-layout__brand">
          {logo ? <img src={logo} alt="" width={40} height={40} /> : null}
          <span className="public-layout__brand-name">{name}</span>
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
        {mosque?.name ? (
          <address className="public-layout__identity">
            <strong>{mosque.name}</strong>
            {mosque.address ? <span>{mosque.address}</span> : null}
            {/* Left to right in every language: in Arabic '+48 22 …' would otherwise end with its '+'. */}
            {mosque.phone ? (
              <span>
                <Ltr>{mosque.phone}</Ltr>
              </span>
            ) : null}
            {mosque.email ? <span>{mosque.email}</span> : null}
            {mosque.bank_account ? (
              <span>{t('layout.bankAccount', { account: groupBankAccount(mosque.bank_account) })}</span>
            ) : null}
            {mosque.registration_numbers?.map((entry) => (
              // A register names one number: label and value together are unique.
              <span key={`${entry.label}:${entry.value}`}>{t('layout.registration', entry)}</span>
            ))}
          </address>
        ) : null}
        <p className="public-layout__footer-links">
          <Link href="/statement">{t('layout.statement')}</Link>
        </p>
        <p>{t('layout.footer')}</p>
      </footer>
    </div>
  );
}
