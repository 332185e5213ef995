import { describe, expect, it } from 'vitest';
import { findPolishCity } from './cities';
import { calculateSunrise } from './sunrise';

describe('calculateSunrise', () => {
  // Sunrise of the city centres, checked against adhan's sunrise on the mosque's clock; the spring
  // change moves Warsaw's sunrise an hour later on the clock, the autumn change an hour earlier.
  it.each<[city: string, date: string, time: string]>([
    ['Warsaw', '2026-03-28', '05:20'],
    ['Warsaw', '2026-03-29', '06:18'],
    ['Warsaw', '2026-10-24', '07:17'],
    ['Warsaw', '2026-10-25', '06:19'],
    ['Warsaw', '2026-06-21', '04:14'],
    ['Warsaw', '2026-12-31', '07:45'],
  ])('%s on %s: %s', (name, date, time) => {
    const city = findPolishCity(name);
    if (!city) throw new Error(`no city ${name}`);
    expect(calculateSunrise(city, date, 'Europe/Warsaw')).toBe(time);
  });

  it('is later in the west of the country than in the east on the same clock', () => {
    const szczecin = findPolishCity('Szczecin');
    const bialystok = findPolishCity('Bialystok');
    if (!szczecin || !bialystok) throw new Error('cities missing');
    expect(
      calculateSunrise(szczecin, '2026-03-20', 'Europe/Warsaw') >
        calculateSunrise(bialystok, '2026-03-20', 'Europe/Warsaw'),
    ).toBe(true);
  });

  it('writes the time on the clock of the zone asked for', () => {
    const warsaw = findPolishCity('Warsaw');
    if (!warsaw) throw new Error('no Warsaw');
    expect(calculateSunrise(warsaw, '2026-03-29', 'UTC')).toBe('04:18');
  });
});
