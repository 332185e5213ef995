import { describe, expect, it } from 'vitest';
import { isAutoplaying, slidesPerView } from './carousel-rules';

describe('slidesPerView', () => {
  it.each([
    [390, 1],
    [599, 1],
    [600, 2],
    [1023, 2],
    [1024, 3],
    [1920, 3],
  ] as const)('shows %i px wide %i slide(s) a view', (width, expected) => {
    expect(slidesPerView(width)).toBe(expected);
  });
});

describe('isAutoplaying', () => {
  const still = { pausedByUser: false, hovered: false, focusWithin: false, reducedMotion: false };

  it('moves when nothing holds it', () => {
    expect(isAutoplaying(still)).toBe(true);
  });

  it.each(['pausedByUser', 'hovered', 'focusWithin', 'reducedMotion'] as const)(
    'stands still while %s',
    (condition) => {
      expect(isAutoplaying({ ...still, [condition]: true })).toBe(false);
    },
  );
});
