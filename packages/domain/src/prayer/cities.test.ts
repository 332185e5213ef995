import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY, findPolishCity, POLISH_CITIES, POLISH_CITY_NAMES, RANGE_VIEW_CITIES } from './cities';

describe('Polish cities', () => {
  it('keeps the fallback list of ten cities in its order', () => {
    expect(POLISH_CITY_NAMES).toEqual([
      'Warsaw',
      'Krakow',
      'Lodz',
      'Wroclaw',
      'Poznan',
      'Gdansk',
      'Szczecin',
      'Bydgoszcz',
      'Lublin',
      'Bialystok',
    ]);
  });

  it('limits the range view to five cities of the list, with Warsaw the default', () => {
    expect(RANGE_VIEW_CITIES).toEqual(['Warsaw', 'Krakow', 'Wroclaw', 'Poznan', 'Gdansk']);
    for (const name of RANGE_VIEW_CITIES) expect(POLISH_CITY_NAMES).toContain(name);
    expect(DEFAULT_CITY).toBe('Warsaw');
  });

  it('places every city inside Poland', () => {
    for (const city of POLISH_CITIES) {
      expect(city.latitude).toBeGreaterThan(49);
      expect(city.latitude).toBeLessThan(54.9);
      expect(city.longitude).toBeGreaterThan(14.1);
      expect(city.longitude).toBeLessThan(24.2);
    }
  });

  it.each([
    ['Warsaw', 'Warsaw'],
    [' gdansk ', 'Gdansk'],
    ['Berlin', undefined],
  ])('finds %j as %s', (name, found) => {
    expect(findPolishCity(name)?.name).toBe(found);
  });
});
