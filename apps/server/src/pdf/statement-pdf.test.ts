import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imagesPainted, readPdf } from '../test/pdf-text';
import { renderStatementPdf, type StatementContent } from './statement-pdf';
import { STATEMENT_CATALOGUES } from './statement-texts';

const content = (change: Partial<StatementContent> = {}): StatementContent => ({
  language: 'en',
  year: 2026,
  email: 'anna.kowalska@example.org',
  donorName: 'Anna Kowalska',
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
      'Darczyńca: Anna Kowalska',
      'Adres e-mail: anna.kowalska@example.org',
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

  it('draws a phone number and a signed amount typed into Arabic lines in their own order', async () => {
    const pdf = await renderStatementPdf(
      content({
        language: 'ar',
        centre: { name: 'المركز الثقافي', address: 'الهاتف: +48 22 000 00 00', registrationNumbers: [] },
        gifts: [{ date: '2026-03-12', cause: 'تبرع بعد خصم -10 PLN', amount: 90, currency: 'PLN' }],
      }),
    );
    const text = squeeze((await readPdf(pdf)).pages[0] ?? '');
    // As pdf.js reads the placed words, from the left: the sign before the digits, the groups in order.
    expect(text).toContain('+48 22 000 00 00');
    expect(text).toContain('-10 PLN');
  });

  it('names the donor by the name they gave, and their address, in each language', async () => {
    const expected = {
      en: ['Donor: Anna Kowalska', 'E-mail address: anna.kowalska@example.org'],
      pl: ['Darczyńca: Anna Kowalska', 'Adres e-mail: anna.kowalska@example.org'],
    };
    for (const [language, lines] of Object.entries(expected)) {
      const { pages } = await readPdf(
        await renderStatementPdf(content({ language: language as 'en' | 'pl' })),
      );
      for (const line of lines) expect(compact(pages[0] ?? '')).toContain(compact(line));
    }
    // In Arabic the label is drawn rightmost and a Latin name keeps its own order beside it (pdf.js
    // gives the words from the left, and the lam-alef of الإلكتروني as its two letters).
    const latin = compact(
      (await readPdf(await renderStatementPdf(content({ language: 'ar' })))).pages[0] ?? '',
    );
    expect(latin).toContain('AnnaKowalska:المتبرع');
    expect(latin).toMatch(/anna\.kowalska@example\.org:\S*البريد/u);
    const arabic = await renderStatementPdf(content({ language: 'ar', donorName: 'عمر فاروق' }));
    expect(compact((await readPdf(arabic)).pages[0] ?? '')).toContain('فاروقعمر:المتبرع');
  });

  it('names the donor by their address alone when no name was given', async () => {
    const { pages } = await readPdf(await renderStatementPdf(content({ donorName: '' })));
    expect(compact(pages[0] ?? '')).toContain(compact('Donor: anna.kowalska@example.org'));
    expect(pages[0]).not.toContain('E-mail address');
  });

  it('carries the centre’s logo above its name when it has one, and no picture when not', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#1d6b4f' } })
      .jpeg()
      .toBuffer();
    const logo = { bytes: new Uint8Array(jpeg), width: 300, height: 100 };
    for (const language of ['en', 'ar', 'pl'] as const) {
      const pdf = await renderStatementPdf(content({ language, logo }));
      expect(await imagesPainted(pdf)).toEqual([1]);
      expect(squeeze((await readPdf(pdf)).pages[0] ?? '')).toContain('Islamic Cultural Centre');
    }
    const png = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const withPng = await renderStatementPdf(
      content({ logo: { bytes: new Uint8Array(png), width: 64, height: 64 } }),
    );
    expect((await imagesPainted(withPng))[0]).toBeGreaterThanOrEqual(1);
    expect(await imagesPainted(await renderStatementPdf(content({ logo: null })))).toEqual([0]);
    expect(await imagesPainted(await renderStatementPdf(content()))).toEqual([0]);
  });

  it.each(['en', 'ar', 'pl'] as const)(
    'marks in %s the gifts the test provider took, and says no money was taken for them',
    async (language) => {
      const gifts = [
        { date: '2026-03-12', cause: 'Zakat', amount: 100, currency: 'PLN' },
        { date: '2026-05-02', cause: 'Roof', amount: 50, currency: 'PLN', testPayment: true },
      ];
      const marked = await readPdf(await renderStatementPdf(content({ language, gifts })));
      const text = compact(marked.pages[0] ?? '');
      const note = STATEMENT_CATALOGUES[language].testPayments;
      const label = STATEMENT_CATALOGUES[language].testCause.replace('{cause}', '');
      if (language === 'ar') {
        // Extracted from the left, an Arabic line's words come back reversed: look for its words
        // (those without vowel marks, which the extraction may order differently).
        const words = note.split(/\s+/u).map((each) => each.replace(/[.:«»]/gu, ''));
        for (const word of words.filter((each) => /^[\u0621-\u064a]{3,}$/u.test(each)))
          expect(text).toContain(word);
        expect(text).toContain('(تجريبيةدفعة)Roof');
      } else {
        expect(text).toContain(compact(note));
        expect(text).toContain(compact(`Roof${label}`));
        expect(text).not.toContain(compact(`Zakat${label}`));
      }
      const plain = await readPdf(await renderStatementPdf(content({ language })));
      expect(compact(plain.pages[0] ?? '')).not.toContain(compact(label));
    },
  );

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
