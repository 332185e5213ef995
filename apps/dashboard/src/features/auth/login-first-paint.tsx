import { loadEveryLocale } from '@minbar/ui/provider/message-catalogue';
import { directionOf, LOCALES, type Locale, UiProvider } from '@minbar/ui/provider/ui-provider';
import { renderToStaticMarkup } from 'react-dom/server';
import { DashboardIntlProvider } from '../../lib/intl-provider';
import { AuthIntlProvider } from './auth-intl';
import { LoginScreen } from './components/login-screen';

/*
 * The login page as plain HTML, rendered at build time into index.html (scripts/vite/
 * prerendered-first-paint.ts, docs/decisions/0018): a visitor sees the page as soon as the HTML and
 * its stylesheet arrive, instead of after the first page's script has run. One copy per language;
 * the stylesheet shows the one of `<html lang>`. It is the real LoginScreen, so it cannot drift from
 * what React renders over it.
 */

const nothing = () => {};

/** Attributes naming an element by id; each copy gets its own ids, so no two elements share one. */
const ID_ATTRIBUTES =
  /\b(id|for|aria-labelledby|aria-describedby|aria-controls|aria-errormessage)="([^"]*)"/g;

function withOwnIds(html: string, locale: Locale): string {
  return html.replace(
    ID_ATTRIBUTES,
    (_match, name: string, ids: string) =>
      `${name}="${ids
        .split(' ')
        .map((id) => `${id}-${locale}`)
        .join(' ')}"`,
  );
}

export async function loginFirstPaintHtml(): Promise<string> {
  await loadEveryLocale();
  return LOCALES.map((locale) => {
    const html = renderToStaticMarkup(
      <UiProvider locale={locale}>
        <DashboardIntlProvider locale={locale}>
          <AuthIntlProvider>
            <LoginScreen locale={locale} onLocaleChange={nothing} onSubmit={nothing} />
          </AuthIntlProvider>
        </DashboardIntlProvider>
      </UiProvider>,
    );
    // Inert and hidden from assistive technology: it is a picture of the page until React takes over.
    return `<div data-first-paint="${locale}" lang="${locale}" dir="${directionOf(locale)}" inert aria-hidden="true">${withOwnIds(html, locale)}</div>`;
  }).join('');
}
