import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './spreadsheet-cell';

describe('neutraliseFormula', () => {
  it.each<[input: string, written: string]>([
    ['=1-1', "'=1-1"],
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ['-2+3', "'-2+3"],
    ['+1', "'+1"],
    // A phone number typed with its country code would be read as a sum (and lose its "+"); as text it stays as typed.
    ['+48 600 100 200', "'+48 600 100 200"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\tplain', "'\tplain"],
    ['\r=1+1', "'\r=1+1"],
    ['  =1+1', "'  =1+1"],
    ['\n-1+1', "'\n-1+1"],
    ['-5', "'-5"],
    // Ordinary text, including a sign inside it, stays as typed.
    ['Amina Kowalska', 'Amina Kowalska'],
    ['a=b', 'a=b'],
    ['amina+events@example.org', 'amina+events@example.org'],
    ['يوسف, "أبو علي"', 'يوسف, "أبو علي"'],
    ['600100200', '600100200'],
    ['2026-11-21T09:00:00Z', '2026-11-21T09:00:00Z'],
    ['', ''],
    ['   ', '   '],
  ])('%j is written as %j', (input, written) => {
    expect(neutraliseFormula(input)).toBe(written);
  });
});
