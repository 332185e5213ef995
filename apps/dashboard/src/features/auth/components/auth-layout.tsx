import { LanguageSwitcher } from '@minbar/ui/language-switcher/language-switcher';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import type { ReactNode } from 'react';
import { useAuthT } from '../auth-intl';
import './auth.css';

export interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  children: ReactNode;
  /** Links under the card (back to login, sign up...). */
  footer?: ReactNode;
}

/** The frame of every account screen: brand, language buttons EN/AR/PL, one card with one form. */
export function AuthLayout({
  title,
  description,
  locale,
  onLocaleChange,
  children,
  footer,
}: AuthLayoutProps) {
  const t = useAuthT();
  return (
    <div className="auth-page" data-slot="auth-page">
      <header className="auth-page__top">
        <p className="auth-page__brand">
          <span className="auth-page__brand-name">{t('app.name')}</span>
          <span className="auth-page__tagline">{t('auth.brand.tagline')}</span>
        </p>
        <LanguageSwitcher value={locale} onChange={onLocaleChange} />
      </header>
      <main className="auth-page__main">
        <section className="auth-card" aria-labelledby="auth-card-title">
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          {description ? <p className="auth-card__description">{description}</p> : null}
          {children}
        </section>
        {footer ? <nav className="auth-page__links">{footer}</nav> : null}
      </main>
    </div>
  );
}
