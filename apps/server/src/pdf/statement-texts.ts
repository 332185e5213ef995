import { IntlMessageFormat } from 'intl-messageformat';
import { MAIL_LOCALES, type MailLanguage } from '../mail/texts';
import ar from './messages/ar.json';
import en from './messages/en.json';
import pl from './messages/pl.json';

export type StatementMessageId = keyof typeof en;

/** Every language carries every message (checked by the type, and by the tests per language). */
export const STATEMENT_CATALOGUES: Record<MailLanguage, Record<StatementMessageId, string>> = { en, ar, pl };

/** One message of the yearly statement in a language, its ICU arguments filled in (Latin digits). */
export function statementText(
  language: MailLanguage,
  id: StatementMessageId,
  values: Record<string, string | number> = {},
): string {
  return String(
    new IntlMessageFormat(STATEMENT_CATALOGUES[language][id], MAIL_LOCALES[language]).format(values),
  );
}
