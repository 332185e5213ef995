import { DirectionProvider } from '@radix-ui/react-direction';
import { type ReactNode, useEffect, useMemo } from 'react';
import {
  UiLocaleContext,
  type UiLocaleValue,
  type UiMessage,
  type UiMessages,
  useUiLocaleValue,
} from './ui-locale-context';
import { type Direction, directionOf, type Locale, type UiMessageId } from './ui-messages';

export type { UiMessage, UiMessages } from './ui-locale-context';

/*
 * The language and direction of the widgets, without react-intl: a widget that only needs to know
 * which way the page runs (or shows a message without arguments, as Button's "Loading…") imports this
 * module and nothing that formats ICU messages, so an app using only such widgets never downloads
 * react-intl. UiProvider (ui-provider.tsx) loads the messages and formats the rest on top of it.
 */

export interface UiLocaleProviderProps {
  /** The language of every widget below: `en`, `pl` (left to right) or `ar` (right to left). */
  locale: Locale;
  /** The widgets' messages in that language; UiProvider passes them. Without them a message shows its id. */
  messages?: UiMessages | undefined;
  children: ReactNode;
}

/**
 * The language and direction of every widget below, without messages: Radix's direction and
 * `<html lang dir>` (react-aria's widgets read it through AriaLocale), so Arabic mirrors the whole
 * page (docs/decisions/0014). Enough on its own for widgets that show no message of their own
 * (Button, Spinner, the text fields); UiProvider wraps it and adds the messages.
 */
export function UiLocaleProvider({ locale, messages, children }: UiLocaleProviderProps) {
  const direction = directionOf(locale);
  const value = useMemo<UiLocaleValue>(
    () => ({ locale, direction, messages }),
    [locale, direction, messages],
  );

  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = direction;
  }, [locale, direction]);

  return (
    <UiLocaleContext.Provider value={value}>
      <DirectionProvider dir={direction}>{children}</DirectionProvider>
    </UiLocaleContext.Provider>
  );
}

export function useDirection(): Direction {
  return useUiLocaleValue().direction;
}

export function useUiLocale(): Locale {
  return useUiLocaleValue().locale;
}

function literalText(message: UiMessage): string | undefined {
  // An ICU string is plain text unless it has an argument (`{`) or quoting (`'`).
  if (typeof message === 'string') return /[{}']/.test(message) ? undefined : message;
  let text = '';
  for (const element of message) {
    const literal = element as { type?: unknown; value?: unknown };
    // Type 0 is a literal in ICU's AST; anything else needs a formatter (useUiMessage).
    if (literal.type !== 0 || typeof literal.value !== 'string') return undefined;
    text += literal.value;
  }
  return text;
}

/**
 * A widget message that takes no arguments, read without react-intl. For a message with arguments,
 * plurals or quoted text, use `useUiMessage` from UiProvider's module.
 */
export function useUiText(): (id: UiMessageId) => string {
  const { messages } = useUiLocaleValue();
  return (id) => {
    const message = messages?.[id];
    return (message === undefined ? undefined : literalText(message)) ?? id;
  };
}
