import { describe, expect, it } from 'vitest';
import { isCoordinates, placeForPrint } from './place-for-print';

describe('placeForPrint', () => {
  it.each([
    ['Meczet Ochota, ul. Wiertnicza 103, Warszawa', null, 'Meczet Ochota, ul. Wiertnicza 103, Warszawa'],
    ['  مسجد وارسو  ', null, 'مسجد وارسو'],
    ['https://www.google.com/maps/place/Meczet+Ochota/@52.2,20.9,17z', null, 'Meczet Ochota'],
    [
      'https://www.google.com/maps/place/Centrum%20Kultury%20Muzu%C5%82ma%C5%84skiej/data=x',
      null,
      'Centrum Kultury Muzułmańskiej',
    ],
    ['Meczet Ochota, https://maps.app.goo.gl/abc123', null, 'Meczet Ochota'],
    ['https://maps.app.goo.gl/abc123 (Meczet Ochota)', null, 'Meczet Ochota'],
    ['https://maps.app.goo.gl/abc123', 'Meczet na Ochocie', 'Meczet na Ochocie'],
    ['52.2297, 21.0122', '  Sala ślubna Pod Lipami ', 'Sala ślubna Pod Lipami'],
    ['Meczet Ochota', 'Meczet w Wilanowie', 'Meczet w Wilanowie'],
  ] as const)('prints %j (staff typed %j) as %j', (location, entered, name) => {
    expect(placeForPrint(location, entered)).toEqual({ kind: 'name', name });
  });

  it.each([
    [null, null, 'missing'],
    ['   ', null, 'missing'],
    ['https://maps.app.goo.gl/abc123', null, 'link'],
    ['https://www.google.com/maps?q=52.2297,21.0122', null, 'link'],
    ['https://www.google.com/maps/place/52.2297,21.0122/@52.2,21.0', null, 'link'],
    ['https://www.openstreetmap.org/#map=18/52.22/21.01', null, 'link'],
    ['52.2297, 21.0122', null, 'coordinates'],
    ['-33.8688 151.2093', null, 'coordinates'],
    [`52°13'47.2"N 21°00'42.5"E`, null, 'coordinates'],
    ['52.2297, 21.0122', 'https://maps.app.goo.gl/other', 'coordinates'],
    ['https://maps.app.goo.gl/abc123', '52.1, 21.2', 'link'],
  ] as const)('asks for a name for %j (staff typed %j): %s', (location, entered, reason) => {
    expect(placeForPrint(location, entered)).toEqual({ kind: 'needs_name', reason });
  });
});

describe('isCoordinates', () => {
  it.each([
    ['52.2297, 21.0122', true],
    ['52.2297N 21.0122E', true],
    [`52°13'47.2"N 21°00'42.5"E`, true],
    ['ul. Wiertnicza 103', false],
    ['103', false],
    ['Sala 2, piętro 1', false],
    ['Nowa 5/7', false],
  ] as const)('%j is coordinates: %s', (text, expected) => {
    expect(isCoordinates(text)).toBe(expected);
  });
});
