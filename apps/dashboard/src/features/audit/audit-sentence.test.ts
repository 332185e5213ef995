import type { AuditEntry } from '@minbar/api/schemas/audit';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fieldLines, type Reading, sentenceOf } from './audit-sentence';
import ar from './locales/ar.json';
import en from './locales/en.json';
import pl from './locales/pl.json';

const CATALOGUES = { en, ar, pl };
const reading = (locale: keyof typeof CATALOGUES, timeZone = 'Europe/Warsaw'): Reading => ({
  intl: createIntl({ locale, messages: CATALOGUES[locale] }),
  timeZone,
});
/** Without the direction marks around names and typed text, and with plain spaces, to compare the words. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '').replace(/[\u00a0\u202f]/g, ' ');

const REFUND: AuditEntry = {
  id: 'a1',
  at: '2026-11-28T12:53:28.231Z',
  actor: { id: 1, username: 'amina', name: 'amina' },
  action: 'refund',
  area: 'donations',
  entity: 'donations',
  entity_id: '1042',
  rows: [
    {
      action: 'refund',
      area: 'donations',
      entity: 'donations',
      entity_id: '1042',
      changes: { refunded_amount: [0, 30], status: ['succeeded', 'refunded'] },
    },
    {
      action: 'refund',
      area: 'donations',
      entity: 'donation_categories',
      entity_id: '3',
      changes: { current_amount: [530, 500] },
    },
    {
      action: 'refund',
      area: 'donations',
      entity: 'donations',
      entity_id: '1042',
      changes: {
        refund_reason: [null, 'duplicate'],
        refunded_by: [null, 1],
        refunded_at: [null, '2026-11-28T12:53:28.231+00:00'],
      },
    },
  ],
  people: { '1': 'amina' },
};

describe('the sentence of an action', () => {
  it('tells a refund in one sentence, the amount in the centre’s currency, in each language', () => {
    expect(plain(sentenceOf(REFUND, reading('en')))).toBe('amina refunded PLN 30.00 of gift 1042: duplicate');
    expect(plain(sentenceOf(REFUND, reading('pl')))).toBe(
      'amina: zwrot 30,00 zł z darowizny nr 1042: duplicate',
    );
    expect(plain(sentenceOf(REFUND, reading('ar')))).toMatch(
      /^amina: استرداد .+ من التبرع رقم 1042: duplicate$/,
    );
  });

  it('counts only what this refund gave back, and leaves the reason out when none was written', () => {
    const second: AuditEntry = {
      ...REFUND,
      rows: [{ ...REFUND.rows[0]!, changes: { refunded_amount: [30, 45.5] } }],
    };
    expect(plain(sentenceOf(second, reading('en')))).toBe('amina refunded PLN 15.50 of gift 1042');
  });

  it('tells a refund the provider recorded first by what the staff told the donor', () => {
    const webhookFirst: AuditEntry = {
      ...REFUND,
      rows: [
        {
          ...REFUND.rows[0]!,
          changes: { refund_reason: [null, 'duplicate'], refund_told_amount: [0, 30] },
        },
      ],
    };
    expect(plain(sentenceOf(webhookFirst, reading('en')))).toBe(
      'amina refunded PLN 30.00 of gift 1042: duplicate',
    );
    const [told] = fieldLines(webhookFirst.rows[0]!, webhookFirst.people, reading('en')).filter(
      (line) => line.field === 'refund_told_amount',
    );
    expect({ ...told, after: plain(told?.after ?? '') }).toMatchObject({
      label: 'Refund told to the donor',
      after: 'PLN 30.00',
    });
  });

  it('names a removed actor by the name they had, and says the account is gone', () => {
    const gone = { ...REFUND, actor: { id: 1, username: 'amina', name: null } };
    expect(plain(sentenceOf(gone, reading('pl')))).toMatch(/^amina \(konto usunięte\): zwrot/);
  });

  it('tells a role change with the member’s name and the roles in words', () => {
    const role: AuditEntry = {
      ...REFUND,
      action: 'delete',
      area: 'accounts',
      entity: 'user_roles',
      entity_id: '9',
      rows: [
        {
          action: 'delete',
          area: 'accounts',
          entity: 'user_roles',
          entity_id: '9',
          changes: { role: ['parent', null] },
        },
        {
          action: 'create',
          area: 'accounts',
          entity: 'user_roles',
          entity_id: '9',
          changes: { role: [null, 'teacher'] },
        },
      ],
      people: { '9': 'maryam' },
    };
    expect(plain(sentenceOf(role, reading('en')))).toBe(
      'amina changed the role of maryam from parent to teacher',
    );
    expect(plain(sentenceOf(role, reading('pl')))).toBe('amina: zmiana roli – maryam: rodzic → nauczyciel');
  });

  it('names the fields of a change by their labels, leaving bookkeeping out and counting the rest', () => {
    const update = (changes: Record<string, [unknown, unknown]>): AuditEntry => ({
      ...REFUND,
      action: 'update',
      area: 'events',
      entity: 'events',
      entity_id: '9',
      rows: [{ action: 'update', area: 'events', entity: 'events', entity_id: '9', changes }],
    });
    expect(plain(sentenceOf(update({ title_pl: ['a', 'b'], updated_at: ['x', 'y'] }), reading('en')))).toBe(
      'amina changed Title (Polish) of Event #9',
    );
    expect(
      plain(
        sentenceOf(
          update({ event_name_en: [1, 2], date: [1, 2], time: [1, 2], address_en: [1, 2], about_en: [1, 2] }),
          reading('en'),
        ),
      ),
    ).toBe('amina changed Event name (English), Date, Time and 2 more of Event #9');
  });

  it('keeps an action it has no words for as the server names it', () => {
    const other = { ...REFUND, action: 'password.reset', entity: 'users', entity_id: '7', people: {} };
    expect(plain(sentenceOf(other, reading('en')))).toBe(
      'amina: password.reset, Account: account 7 (removed)',
    );
  });
});

describe('the details of an action', () => {
  it('labels each field and writes each value as the reader would: money, time in the mosque’s zone, people, words', () => {
    const lines = REFUND.rows.flatMap((row) => fieldLines(row, REFUND.people, reading('pl')));
    expect(lines.map((line) => [line.label, plain(line.before), plain(line.after)])).toEqual([
      ['Zwrócono', '0,00 zł', '30,00 zł'],
      ['Status', 'opłacona', 'zwrócona'],
      ['Zebrano', '530,00 zł', '500,00 zł'],
      ['Powód zwrotu', '(puste)', 'duplicate'],
      ['Autor zwrotu', '(puste)', 'amina'],
      // 12:53 UTC is 13:53 in Warsaw.
      ['Data zwrotu', '(puste)', '28 lis 2026, 13:53'],
    ]);
  });

  it('says yes and no, writes a day without moving it, never shows a secret, and names a removed person', () => {
    const row = {
      action: 'update',
      area: 'accounts',
      entity: 'users',
      entity_id: '7',
      changes: {
        is_anonymous: [false, true] as [unknown, unknown],
        birthdate: ['2015-03-01', '2015-03-02'] as [unknown, unknown],
        password_hash: ['hidden', 'hidden'] as [unknown, unknown],
        updated_by: [2, 5] as [unknown, unknown],
      },
    };
    const lines = fieldLines(row, { '2': 'yusuf' }, reading('en', 'Pacific/Kiritimati'));
    expect(lines.map((line) => [line.label, plain(line.before), plain(line.after)])).toEqual([
      ['Anonymous', 'no', 'yes'],
      ['Date of birth', 'Mar 1, 2015', 'Mar 2, 2015'],
      ['Password', '(hidden)', '(hidden)'],
      ['Changed by', 'yusuf', 'account 5 (removed)'],
    ]);
  });
});
