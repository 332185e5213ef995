import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown-text';
import ar from './locales/ar.json';
import en from './locales/en.json';
import pl from './locales/pl.json';
import { prayerText } from './prayer-messages';

const say = { en: prayerText('en', en), ar: prayerText('ar', ar), pl: prayerText('pl', pl) };

describe('countdownText', () => {
  it.each<[seconds: number, english: string, polish: string, arabic: string]>([
    [3600 + 4 * 60, '1 h 4 min', '1 godz. 4 min', 'ساعة و4 دقائق'],
    [3600 + 31 * 60, '1 h 31 min', '1 godz. 31 min', 'ساعة و31 دقيقة'],
    [2 * 3600 + 2 * 60, '2 h 2 min', '2 godz. 2 min', 'ساعتين ودقيقتين'],
    [3 * 3600 + 11 * 60, '3 h 11 min', '3 godz. 11 min', '3 ساعات و11 دقيقة'],
    [3600, '1 h', '1 godz.', 'ساعة واحدة'],
    [5 * 3600, '5 h', '5 godz.', '5 ساعات'],
    [18 * 60 + 1, '19 min', '19 min', '19 دقيقة'],
    [4 * 60, '4 min', '4 min', '4 دقائق'],
    [2 * 60, '2 min', '2 min', 'دقيقتين'],
    [60, '1 min', '1 min', 'دقيقة واحدة'],
    [59, '59 s', '59 s', '59 ثانية'],
    [5, '5 s', '5 s', '5 ثوانٍ'],
    [1, '1 s', '1 s', 'ثانية واحدة'],
  ])('%d s is said in words and units, never as a clock', (seconds, english, polish, arabic) => {
    expect(countdownText(say.en, seconds)).toBe(english);
    expect(countdownText(say.pl, seconds)).toBe(polish);
    expect(countdownText(say.ar, seconds)).toBe(arabic);
  });
});
