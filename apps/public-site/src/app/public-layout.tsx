import { LanguageSwitcher } from '@minbar/ui/language-switcher/language-switcher';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { useEffect } from 'react';
import { useAppMessages } from './app-intl';
import './public-layout.css';

interface PublicLayoutProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

export function PublicLayout({ locale, onLocaleChange }: PublicLayoutProps) {
  const t = useAppMessages();
  const documentTitle = t('document.title');

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <div className="public-layout">
      <a className="public-layout__skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <header className="public-layout__header">
        <p className="public-layout__brand">{t('layout.centreName')}</p>
        <LanguageSwitcher value={locale} onChange={onLocaleChange} />
      </header>
      <main id="main-content" className="public-layout__main" tabIndex={-1}>
        <h1 className="public-layout__title">{t('home.title')}</h1>
        <p className="public-layout__intro">{t('home.intro')}</p>
        <section className="public-layout__notice" aria-labelledby="donations-heading">
          <h2 id="donations-heading">{t('home.donationsHeading')}</h2>
          <p>{t('home.donationsPreparing')}</p>
        </section>
      </main>
      <footer className="public-layout__footer">
        <p>{t('layout.footer')}</p>
      </footer>
    </div>
  );
}
