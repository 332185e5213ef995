import type { LocaleModule } from '@minbar/ui/provider/message-catalogue';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { useIntl } from 'react-intl';
import type en from './locales/en.json';

export type MailKindMessageId = keyof typeof en;
type MailKindWords = Record<MailKindMessageId, string>;

/* One file per language, so an area that names mail kinds downloads only the language shown. */
const kindLoaders: Record<Locale, () => Promise<LocaleModule<MailKindWords>>> = {
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
};

/**
 * An area's locale loaders with the words of every mail kind added to each language: the areas that
 * show kinds (Sent mail, Mosque settings) name them alike, and the words load with the area rather
 * than with the dashboard's frame.
 */
export function withMailKindWords<M>(
  own: Record<Locale, () => Promise<LocaleModule<M>>>,
): Record<Locale, () => Promise<LocaleModule<M & MailKindWords>>> {
  const merged = (locale: Locale) => () =>
    Promise.all([own[locale](), kindLoaders[locale]()]).then(([area, kinds]) => ({
      default: { ...area.default, ...kinds.default },
    }));
  return { en: merged('en'), ar: merged('ar'), pl: merged('pl') };
}

/**
 * A kind's name in the language, inside an area whose messages include the kinds' words; a kind this
 * dashboard does not know yet shows as the server names it rather than as a message id.
 */
export function useMailKindName(): (kind: string) => string {
  const intl = useIntl();
  return (kind) => {
    const id = `mailKind.${kind}`;
    return id in intl.messages ? intl.formatMessage({ id }) : kind;
  };
}
