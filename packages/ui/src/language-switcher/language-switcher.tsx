import { LOCALES, type Locale, useUiMessage } from '../provider/ui-provider';
import './language-switcher.css';

export interface LanguageSwitcherProps {
  /** The current language: `en`, `ar` or `pl`. */
  value: Locale;
  /** Called with the language chosen. */
  onChange: (locale: Locale) => void;
}

/** The EN / AR / PL buttons of the account screens. */
export function LanguageSwitcher({ value, onChange }: LanguageSwitcherProps) {
  const t = useUiMessage();
  return (
    <fieldset data-slot="language-switcher" className="ui-language-switcher">
      <legend className="visually-hidden">{t('ui.languageSwitcher.label')}</legend>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          data-slot="language-option"
          data-selected={locale === value || undefined}
          className="ui-language-switcher__option"
          aria-pressed={locale === value}
          onClick={() => {
            if (locale !== value) onChange(locale);
          }}
        >
          {/* The visible code comes first so the accessible name contains the visible label. */}
          <span>{locale.toUpperCase()}</span>
          <span className="visually-hidden"> {t(`ui.language.${locale}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
