import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { latinDigitsLocale } from './latin-digits';
import { useUiLocale } from './ui-locale';

/**
 * Gives react-aria the active language. Each widget built on react-aria wraps itself in this rather
 * than UiProvider wrapping the whole page, so a page without such widgets (the sign-in page) does
 * not download react-aria's locale machinery.
 */
export function AriaLocale({
  children,
  latinDigits = false,
}: {
  children: ReactNode;
  latinDigits?: boolean;
}) {
  const locale = useUiLocale();
  return <I18nProvider locale={latinDigits ? latinDigitsLocale(locale) : locale}>{children}</I18nProvider>;
}
