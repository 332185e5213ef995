import { describe, expect, it } from 'vitest';
import { readPdf } from '../test/pdf-text';
import { renderStatementPdf, type StatementContent } from './statement-pdf';
import { STATEMENT_CATALOGUES } from './statement-texts';

const content = (change: Partial<StatementContent> = {}): StatementContent => ({
  language: 'en',
  year: 2026,
  email: 'anna.kowalska@example.org',
  issuedOn: '2026-11-27',
  centre: {
    name: 'Islamic Cultural Centre',
    address: 'ul. Wiertnicza 103, 02-952 Warszawa',
    registrationNumbers: [{ label: 'KRS', value: '0000123456' }],
  },
  gifts: [
    { date: '2026-03-12', cause: 'Zakat', amount: 100, currency: 'PLN' },
    { date: '2026-05-02', cause: 'Nowy dach sali modlitw', amount: 250.5, currency: 'PLN' },
  ],
  ...change,
});

/** Extracted text keeps spacing loose: compare with runs of white space made one. */
const squeeze = (text: string) => text.replace(/\s+/gu, ' ');
/** Words are drawn one by one, so the extraction may split a word from its colon: compare without spaces. */
const compact = (text: string) => text.replace(/\s+/gu, '');

describe('the yearly statement PDF', () => {
  it('lists the centre, the donor, each gift and the total, in Polish with its letters', async () => {
    const pdf = await renderStatementPdf(content({ language: 'pl' }));
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const { pages, title } = await readPdf(pdf);
    expect(title).toBe('Zestawienie darowizn za rok 2026');
    expect(pages).toHaveLength(1);
    const text = compact(pages[0] ?? '');
    for (const expected of [
      'Islamic Cultural Centre',
      'Numer KRS: 0000123456',
      'Darczyńca: anna.kowalska@example.org',
      'Nowy dach sali modlitw',
      '250,50 zł',
      '350,50 zł',
      'Razem (2 darowizny)',
    ]) {
      expect(text).toContain(compact(expected));
    }
  });

  it('reads right to left in Arabic: each line’s first word drawn rightmost, numbers kept whole', async () => {
    const pdf = await renderStatementPdf(
      content({
        language: 'ar',
        centre: { name: 'المركز الثقافي', address: '', registrationNumbers: [] },
        gifts: [{ date: '2026-03-12', cause: 'زكاة المال للفقراء', amount: 100, currency: 'PLN' }],
      }),
    );
    const { pages, title } = await readPdf(pdf);
    expect(title).toBe('كشف التبرعات لسنة 2026');
    // pdf.js gives the words as they are placed, from the left: an Arabic line comes back reversed.
    const text = squeeze(pages[0] ?? '');
    expect(text).toContain('2026 لسنة التبرعات كشف');
    expect(text).toContain('للفقراء المال زكاة');
    expect(text).toContain('anna.kowalska@example.org');
    expect(text).toContain('100.00');
  });

  it('says so when there is no gift, rather than an empty table', async () => {
    const { pages } = await readPdf(await renderStatementPdf(content({ gifts: [] })));
    expect(squeeze(pages[0] ?? '')).toContain('No donation from this address was received in 2026.');
    expect(pages[0]).not.toContain('Total');
  });

  it('goes on to further pages with their numbers when the gifts are many', async () => {
    const gifts = Array.from({ length: 90 }, (_, index) => ({
      date: `2026-${String((index % 12) + 1).padStart(2, '0')}-01`,
      cause: `Campaign ${index + 1}`,
      amount: 10,
      currency: 'PLN',
    }));
    const { pages } = await readPdf(await renderStatementPdf(content({ gifts })));
    expect(pages.length).toBeGreaterThan(1);
    expect(squeeze(pages.at(-1) ?? '')).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(squeeze(pages.join(' '))).toContain('Campaign 90');
    expect(squeeze(pages.join(' '))).toContain('900.00');
  });

  it('has every message in every language', () => {
    const ids = Object.keys(STATEMENT_CATALOGUES.en).sort();
    expect(Object.keys(STATEMENT_CATALOGUES.ar).sort()).toEqual(ids);
    expect(Object.keys(STATEMENT_CATALOGUES.pl).sort()).toEqual(ids);
  });
});
