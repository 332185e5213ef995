import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { boundedText, hasInvisibleCharacter, identifierText, TEXT_ISSUE } from './text';

const codesOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => issue.message);

describe('boundedText', () => {
  const schema = boundedText(5);
  it.each<[input: unknown, codes: string[]]>([
    ['', []],
    ['abcde', []],
    ['سلام!', []],
    ['abcdef', [TEXT_ISSUE.tooLong]],
    ['\u0000', [TEXT_ISSUE.invalidCharacter]],
    ['ab\u0000cd', [TEXT_ISSUE.invalidCharacter]],
    ['abcd\u0000ef', [TEXT_ISSUE.invalidCharacter, TEXT_ISSUE.tooLong]],
    // Free text may hold direction marks: an Arabic answer quoting an English word needs them.
    ['a\u202Eb', []],
    ['a\tb', []],
    [12, [TEXT_ISSUE.required]],
    [null, [TEXT_ISSUE.required]],
    [['a'], [TEXT_ISSUE.required]],
  ])('%j gives %j', (input, codes) => {
    expect(codesOf(schema, input)).toEqual(codes);
  });

  it('reports the field’s own codes when given', () => {
    const field = boundedText(3, { type: 'x.type', tooLong: 'x.too_long' });
    expect(codesOf(field, 1)).toEqual(['x.type']);
    expect(codesOf(field, 'abcd')).toEqual(['x.too_long']);
  });
});

describe('identifierText', () => {
  const schema = identifierText(40);
  it.each<[input: string, codes: string[]]>([
    ['imam.yusuf', []],
    ['عبد الله', []],
    ['Łukasz Żółć', []],
    ['admin\u202Egro.elpmaxe', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u202Ab', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u202Bb', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u202Cb', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u202Db', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u2066b', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u2067b', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u2068b', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u2069b', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u200Bb', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u200Cb', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u200Db', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u200Eb', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u200Fb', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u061Cb', [TEXT_ISSUE.invisibleCharacter]],
    ['\uFEFFadmin', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u2060b', [TEXT_ISSUE.invisibleCharacter]],
    ['a\nb', [TEXT_ISSUE.invisibleCharacter]],
    ['a\u0000b', [TEXT_ISSUE.invalidCharacter]],
    ['x'.repeat(41), [TEXT_ISSUE.tooLong]],
  ])('%j gives %j', (input, codes) => {
    expect(codesOf(schema, input)).toEqual(codes);
  });

  it('keeps the marks that letters need: the characters around the refused ranges pass', () => {
    expect(hasInvisibleCharacter('\u200A\u2010\u2029\u206A\uFEFE\u061B\u061D')).toBe(false);
  });
});
