import { type Locale, UiProvider } from '@minbar/ui/provider/ui-provider';
import { useState } from 'react';
import { AppIntlProvider } from './app-intl';
import { readStoredLocale, storeLocale } from './language-preference';
import { PublicLayout } from './public-layout';

export function App({ storage }: { storage: Storage }) {
  const [locale, setLocale] = useState<Locale>(() => readStoredLocale(storage));

  const changeLocale = (next: Locale) => {
    storeLocale(storage, next);
    setLocale(next);
  };

  return (
    <UiProvider locale={locale}>
      <AppIntlProvider locale={locale}>
        <PublicLayout locale={locale} onLocaleChange={changeLocale} />
      </AppIntlProvider>
    </UiProvider>
  );
}
