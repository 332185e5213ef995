import { useSearchParams } from 'react-router';
import { useLocale } from '../locale-state';

/**
 * The language an area's own texts are shown in: the one staff picked (kept in the address as
 * ?lang=), otherwise the interface's own, so a Polish interface shows Polish content from the start.
 * An interface language the content is not written in falls back to the first content language.
 */
export function contentLanguageOf<L extends string>(
  picked: string | null,
  languages: readonly L[],
  interfaceLanguage: string,
): L {
  const known = (value: string | null) => languages.find((language) => language === value);
  return known(picked) ?? known(interfaceLanguage) ?? (languages[0] as L);
}

/**
 * The ?lang= value that keeps a pick: none when it is the interface's language, so the content goes
 * on following the interface; otherwise the picked language.
 */
export function contentLanguageParam(picked: string, interfaceLanguage: string): string | null {
  return picked === interfaceLanguage ? null : picked;
}

/** The content language of an area from the address and the interface, and the way to pick another. */
export function useContentLanguage<L extends string>(languages: readonly L[]): [L, (next: L) => void] {
  const [interfaceLanguage] = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const language = contentLanguageOf(searchParams.get('lang'), languages, interfaceLanguage);
  const pick = (next: L) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      const value = contentLanguageParam(next, interfaceLanguage);
      if (value === null) params.delete('lang');
      else params.set('lang', value);
      return params;
    });
  return [language, pick];
}
