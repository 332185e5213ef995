import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { UNTRANSLATED, withUntranslated } from '../../lib/untranslated';

/**
 * The city as the active language names it ('Warszawa', 'وارسو') from its API identifier ('Warsaw').
 * The identifier stays the value sent to the server; a city the server lists that has no message
 * yet is shown by its identifier rather than as a missing-message id.
 */
export function useCityName(): (city: string) => string {
  const intl = useIntl();
  return (city) => {
    const id = `prayer.cityName.${city}`;
    return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : city;
  };
}

/**
 * A sentence naming the city, built by `sentence` from the city's name. A city with no name in the
 * active language is shown by its identifier, a name never translated: isolated and marked so, as a
 * Latin 'Olsztyn' in an Arabic sentence is a name, not English left behind.
 */
export function useSentenceNamingCity(): (city: string, sentence: (name: string) => string) => ReactNode {
  const intl = useIntl();
  return (city, sentence) => {
    const id = `prayer.cityName.${city}`;
    return Object.hasOwn(intl.messages, id)
      ? sentence(intl.formatMessage({ id }))
      : withUntranslated(sentence(UNTRANSLATED), city);
  };
}
