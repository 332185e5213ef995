import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TEXT_ISSUE } from '../input/text';
import { HIJRI_ISSUE } from './hijri';
import { DEFAULT_MOSQUE_SETTINGS, MOSQUE_SETTINGS_ISSUE, mosqueSettingsInputSchema } from './mosque-settings';
import { PRAYER_ISSUE } from './prayers';

const valid = { default_city: 'Warsaw', hijri_offset: 0, jumuah: { athan: '13:00', iqama: '13:30' } };

/** Each issue as `path: code`, so a test names both what is wrong and where it lands. */
const issuesOf = (input: unknown) => {
  const result = v.safeParse(mosqueSettingsInputSchema, input);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
};

describe("the mosque's settings", () => {
  it.each([
    ['the demo settings', valid, []],
    ['another known city', { ...valid, default_city: 'Gdansk' }, []],
    [
      'a city not on the list',
      { ...valid, default_city: 'Berlin' },
      [`default_city: ${MOSQUE_SETTINGS_ISSUE.cityUnknown}`],
    ],
    ['no city', { ...valid, default_city: '  ' }, [`default_city: ${PRAYER_ISSUE.cityRequired}`]],
    [
      'a city with a direction mark',
      { ...valid, default_city: 'Warsaw\u202E' },
      [`default_city: ${TEXT_ISSUE.invisibleCharacter}`],
    ],
    ['an offset of -2', { ...valid, hijri_offset: -2 }, []],
    ['an offset of +2', { ...valid, hijri_offset: 2 }, []],
    ['an offset of 3', { ...valid, hijri_offset: 3 }, [`hijri_offset: ${HIJRI_ISSUE.offsetInvalid}`]],
    ['an offset of -3', { ...valid, hijri_offset: -3 }, [`hijri_offset: ${HIJRI_ISSUE.offsetInvalid}`]],
    ['half a day', { ...valid, hijri_offset: 0.5 }, [`hijri_offset: ${HIJRI_ISSUE.offsetInvalid}`]],
    ['an offset as text', { ...valid, hijri_offset: '1' }, [`hijri_offset: ${HIJRI_ISSUE.offsetInvalid}`]],
    ["no Jumu'a", { ...valid, jumuah: null }, []],
    ["Jumu'a left out", { default_city: 'Warsaw', hijri_offset: 0 }, []],
    ["Jumu'a athan without iqama", { ...valid, jumuah: { athan: '13:00', iqama: null } }, []],
    [
      'the iqama before the athan',
      { ...valid, jumuah: { athan: '13:30', iqama: '13:00' } },
      [`jumuah.iqama: ${MOSQUE_SETTINGS_ISSUE.jumuahIqamaBeforeAthan}`],
    ],
    [
      'the iqama at the athan',
      { ...valid, jumuah: { athan: '13:00', iqama: '13:00' } },
      [`jumuah.iqama: ${MOSQUE_SETTINGS_ISSUE.jumuahIqamaBeforeAthan}`],
    ],
    [
      'an iqama without an athan',
      { ...valid, jumuah: { athan: '', iqama: '13:30' } },
      [`jumuah.athan: ${MOSQUE_SETTINGS_ISSUE.jumuahAthanRequired}`],
    ],
    [
      'an athan that is not a time',
      { ...valid, jumuah: { athan: '25:00', iqama: null } },
      [`jumuah.athan: ${MOSQUE_SETTINGS_ISSUE.jumuahTimeInvalid}`],
    ],
    [
      'an iqama that is not a time',
      { ...valid, jumuah: { athan: '13:00', iqama: 'soon' } },
      [`jumuah.iqama: ${MOSQUE_SETTINGS_ISSUE.jumuahTimeInvalid}`],
    ],
  ])('%s', (_name, input, issues) => {
    expect(issuesOf(input)).toEqual(issues);
  });

  it("gives the city its canonical name and Jumu'a's times as 'HH:MM'", () => {
    expect(
      v.parse(mosqueSettingsInputSchema, {
        default_city: ' krakow ',
        hijri_offset: -1,
        jumuah: { athan: '13:05:00', iqama: ' 13:45 ' },
      }),
    ).toEqual({ default_city: 'Krakow', hijri_offset: -1, jumuah: { athan: '13:05', iqama: '13:45' } });
  });

  it("reads empty Jumu'a times as no Jumu'a, and a missing iqama as none", () => {
    expect(
      v.parse(mosqueSettingsInputSchema, { ...valid, jumuah: { athan: '', iqama: '' } }).jumuah,
    ).toBeNull();
    expect(v.parse(mosqueSettingsInputSchema, { ...valid, jumuah: { athan: '9:15' } }).jumuah).toEqual({
      athan: '09:15',
      iqama: null,
    });
  });

  it("starts from the default city, no offset and no Jumu'a, which the schema itself accepts", () => {
    expect(DEFAULT_MOSQUE_SETTINGS).toEqual({ default_city: 'Warsaw', hijri_offset: 0, jumuah: null });
    expect(v.parse(mosqueSettingsInputSchema, DEFAULT_MOSQUE_SETTINGS)).toEqual(DEFAULT_MOSQUE_SETTINGS);
  });
});
