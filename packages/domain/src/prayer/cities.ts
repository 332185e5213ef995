/** A Polish city the mosque can keep a timetable for, with the coordinates used for calculation. */
export interface PolishCity {
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * The fallback list when GET /polish-cities fails, in the server's order. Coordinates
 * are each city centre's, to 4 decimals (about 10 m), enough for prayer times to the minute.
 */
export const POLISH_CITIES: readonly PolishCity[] = [
  { name: 'Warsaw', latitude: 52.2297, longitude: 21.0122 },
  { name: 'Krakow', latitude: 50.0647, longitude: 19.945 },
  { name: 'Lodz', latitude: 51.7592, longitude: 19.456 },
  { name: 'Wroclaw', latitude: 51.1079, longitude: 17.0385 },
  { name: 'Poznan', latitude: 52.4064, longitude: 16.9252 },
  { name: 'Gdansk', latitude: 54.352, longitude: 18.6466 },
  { name: 'Szczecin', latitude: 53.4285, longitude: 14.5528 },
  { name: 'Bydgoszcz', latitude: 53.1235, longitude: 18.0084 },
  { name: 'Lublin', latitude: 51.2465, longitude: 22.5684 },
  { name: 'Bialystok', latitude: 53.1325, longitude: 23.1688 },
];

export const POLISH_CITY_NAMES: readonly string[] = POLISH_CITIES.map((city) => city.name);

/** The range view's city select is limited to these five. */
export const RANGE_VIEW_CITIES = ['Warsaw', 'Krakow', 'Wroclaw', 'Poznan', 'Gdansk'] as const;

export const DEFAULT_CITY = 'Warsaw';

/** The city of a name, ignoring case and surrounding spaces; undefined for a city not on the list. */
export function findPolishCity(name: string): PolishCity | undefined {
  const wanted = name.trim().toLowerCase();
  return POLISH_CITIES.find((city) => city.name.toLowerCase() === wanted);
}
