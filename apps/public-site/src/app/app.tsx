import { isLocaleLoaded, loadLocale } from '@minbar/ui/provider/message-catalogue';
import { type Locale, UiProvider } from '@minbar/ui/provider/ui-provider';
import { useState } from 'react';
import { AppIntlProvider } from './app-intl';
import { readStoredLocale, storeLocale } from './language-preference';
import { PublicLayout } from './public-layout';

export function App({ storage }: { storage: Storage }) {
  const [locale, setLocale] = useState<Locale>(() => readStoredLocale(storage));

  // The page changes language once the new language's messages have arrived, never half-way.
  const changeLocale = (next: Locale) => {
    storeLocale(storage, next);
    if (isLocaleLoaded(next)) setLocale(next);
    else void loadLocale(next).then(() => setLocale(next));
  };

  return (
    <UiProvider locale={locale}>
      <AppIntlProvider locale={locale}>
        <PublicLayout locale={locale} onLocaleChange={changeLocale} />
      </AppIntlProvider>
    </UiProvider>
  );
}
