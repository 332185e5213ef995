import { createContext, useContext } from 'react';
import type { Direction, Locale, UiMessageId } from './ui-messages';

/*
 * The widgets' locale context and how it reads English without a provider: the parts ui-locale.tsx
 * and ui-provider.tsx share and an app never needs, so neither is a subpath of the package.
 */

/**
 * A widget message as a catalogue delivers it: the ICU string (tests, Storybook, a JSON file read by
 * an app) or the AST a build precompiles it to (an array of elements; a literal is `{ type: 0, value }`).
 */
export type UiMessage = string | readonly unknown[];

/** The widgets' messages in one language, as loaded from `@minbar/ui/intl/<locale>.json`. */
export type UiMessages = Record<UiMessageId, UiMessage>;

export interface UiLocaleValue {
  locale: Locale;
  direction: Direction;
  /** The widgets' messages in `locale`, when a provider above has them. */
  messages: UiMessages | undefined;
}

export const UiLocaleContext = createContext<UiLocaleValue | null>(null);

/*
 * Widgets rendered without a provider (an app's unit test, whose setup loads every language) read
 * English. What English is comes from UiProvider's module, which registers it: this module never
 * names the message files, so a bundle without UiProvider carries no reference to them.
 */
let readEnglish: () => UiMessages | undefined = () => undefined;

/** Lets the module that owns the message files say where the English messages are once loaded. */
export function setEnglishFallback(read: () => UiMessages | undefined): void {
  readEnglish = read;
}

export function useUiLocaleValue(): UiLocaleValue {
  const value = useContext(UiLocaleContext);
  return value ?? { locale: 'en', direction: 'ltr', messages: readEnglish() };
}
