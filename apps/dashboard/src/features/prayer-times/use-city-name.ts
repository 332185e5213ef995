import { useIntl } from 'react-intl';

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
