import { fileURLToPath } from 'node:url';
import { isolateBareRuns } from '@minbar/domain/text/direction-runs';
import { isolate, MAIL_LOCALES, type MailLanguage, mailAmount } from '../mail/texts';
import { type VisualWord, visualWords } from './bidi-line';
import { statementText } from './statement-texts';

/** One gift on the statement: its day (YYYY-MM-DD, the centre's), its cause and its amount. */
export interface StatementGift {
  date: string;
  cause: string;
  amount: number;
  currency: string;
  /** Taken by the built-in test provider: marked as a test payment, for which no money was taken. */
  testPayment?: boolean;
}

/** The mosque's logo as the statement embeds it: JPEG or PNG bytes, and its size in pixels. */
export interface StatementLogo {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface StatementContent {
  language: MailLanguage;
  year: number;
  email: string;
  /** The name the donor gave with their latest gift of the year; '' names them by their address alone. */
  donorName: string;
  /** The day it is issued (YYYY-MM-DD). */
  issuedOn: string;
  centre: { name: string; address: string; registrationNumbers: { label: string; value: string }[] };
  /** Drawn above the centre's name when the mosque has one; without it the name starts the page. */
  logo?: StatementLogo | null;
  gifts: StatementGift[];
}

/*
 * Noto Sans for Latin and Polish, Noto Sans Arabic for Arabic words (OFL, ./fonts/OFL.txt). Files
 * next to this module in src/, next to the bundle in dist/ (tsup copies them).
 */
const FONT_DIR = new URL('./fonts/', import.meta.url);
const FONTS = {
  latin: fileURLToPath(new URL('NotoSans-Regular.ttf', FONT_DIR)),
  latinBold: fileURLToPath(new URL('NotoSans-Bold.ttf', FONT_DIR)),
  arabic: fileURLToPath(new URL('NotoSansArabic-Regular.ttf', FONT_DIR)),
  arabicBold: fileURLToPath(new URL('NotoSansArabic-Bold.ttf', FONT_DIR)),
};

const ARABIC_RANGES = '\\u0600-\\u06ff\\u0750-\\u077f\\u08a0-\\u08ff\\ufb50-\\ufdff\\ufe70-\\ufeff';
const ARABIC_LETTER = new RegExp(`[${ARABIC_RANGES}]`, 'u');
/** A word cut into stretches of Arabic and of anything else. */
const ARABIC_OR_NOT = new RegExp(`[${ARABIC_RANGES}]+|[^${ARABIC_RANGES}]+`, 'gu');

/** Direction marks and isolates, which the copied text does not need. */
const FORMATTING_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
/** The box the logo is fitted in, in points (about 5 × 2 cm), its proportions kept. */
const LOGO_BOX = { width: 140, height: 56 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 24;

type Align = 'start' | 'end';

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
}

/**
 * The yearly statement of one donor's gifts as a PDF: the centre (its logo when it has one, its name,
 * address and registration numbers), the year and the donor (the name they gave and their e-mail
 * address), the gifts by date with their causes and amounts (those the test provider took marked as
 * test payments, with a line saying no money was taken for them), the total per currency, and a note
 * on what it is for. Written in the donor's language; in Arabic the page reads from the right
 * (columns mirrored, every line placed in visual order by the bidi algorithm, words shaped by the font).
 */
export async function renderStatementPdf(content: StatementContent): Promise<Uint8Array<ArrayBuffer>> {
  const { language } = content;
  const rtl = language === 'ar';
  const t = (id: Parameters<typeof statementText>[1], values?: Record<string, string | number>) =>
    statementText(language, id, values);
  // pdfkit is large: loaded with the first statement, not at every start (docs/performance.md).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: language,
    info: {
      Title: t('title', { year: content.year }),
      Author: content.centre.name,
      Creator: 'Minbar',
    },
  });
  doc.registerFont('latin', FONTS.latin);
  doc.registerFont('latinBold', FONTS.latinBold);
  doc.registerFont('arabic', FONTS.arabic);
  doc.registerFont('arabicBold', FONTS.arabicBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  /*
   * A word is drawn in pieces by script: Arabic letters and marks in the Arabic font (which shapes
   * them), anything else (digits, brackets, Latin) in the Latin font, which has those glyphs. The
   * pieces of a right-to-left word go from its end to its start; the Arabic font lays each of its
   * own pieces out from the right.
   */
  const piecesOf = (word: VisualWord, style: Style) => {
    const pieces = (word.text.match(ARABIC_OR_NOT) ?? []).map((text) => {
      const arabic = ARABIC_LETTER.test(text);
      const font = arabic ? (style.bold ? 'arabicBold' : 'arabic') : style.bold ? 'latinBold' : 'latin';
      doc.font(font).fontSize(style.size);
      return { text, font, width: doc.widthOfString(text) };
    });
    return word.rtl ? pieces.reverse() : pieces;
  };
  const widthOf = (words: VisualWord[], style: Style) =>
    words.reduce(
      (sum, word) => sum + piecesOf(word, style).reduce((total, piece) => total + piece.width, 0),
      0,
    );

  /** Cuts a text into lines of at most `width`, at spaces (a word longer than a line stands alone). */
  const wrap = (text: string, width: number, style: Style): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/u).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && widthOf(visualWords(candidate, rtl ? 'rtl' : 'ltr'), style) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [''];
  };

  /** Draws one line inside [x, x + width], aligned to the start (the right in Arabic) or the end. */
  const drawLine = (
    text: string,
    x: number,
    y: number,
    width: number,
    style: Style,
    align: Align = 'start',
  ) => {
    // A phone number or a signed amount someone typed into an Arabic line (the address, a cause) is
    // isolated first, so it is drawn in its own order rather than '00 00 000 22 48+'.
    const words = visualWords(rtl ? isolateBareRuns(text) : text, rtl ? 'rtl' : 'ltr');
    const total = widthOf(words, style);
    const fromRight = (align === 'start') === rtl;
    let cursor = fromRight ? x + width - total : x;
    doc.fillColor(style.color ?? '#111111');
    // The words are drawn in visual order; a reader who copies the line, or a screen reader, gets
    // the line as it was written (ActualText), not its words from left to right.
    const marked = words.some((word) => word.rtl);
    if (marked) doc.markContent('Span', { actual: text.replace(FORMATTING_MARKS, '') });
    for (const word of words) {
      for (const piece of piecesOf(word, style)) {
        doc.font(piece.font).fontSize(style.size);
        // On one baseline: the two fonts' ascents differ, and a line mixes them.
        if (!word.space)
          doc.text(piece.text, cursor, y + style.size, { lineBreak: false, baseline: 'alphabetic' });
        cursor += piece.width;
      }
    }
    if (marked) doc.endMarkedContent();
  };

  let y = PAGE.margin;
  const lineHeight = (style: Style) => style.size * 1.45;
  /** A paragraph across the page, wrapped; returns nothing, moves `y` below it. */
  const paragraph = (text: string, style: Style, gapAfter = 4) => {
    for (const line of wrap(text, CONTENT_WIDTH, style)) {
      if (y + lineHeight(style) > BOTTOM) newPage();
      drawLine(line, PAGE.margin, y, CONTENT_WIDTH, style);
      y += lineHeight(style);
    }
    y += gapAfter;
  };
  const rule = () => {
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.6)
      .strokeColor('#999999')
      .stroke();
    y += 6;
  };

  // Columns in reading order; in Arabic they are laid from the right.
  const columns = [
    { id: 'column.date' as const, width: 110, align: 'start' as Align },
    { id: 'column.cause' as const, width: CONTENT_WIDTH - 110 - 130, align: 'start' as Align },
    { id: 'column.amount' as const, width: 130, align: 'end' as Align },
  ];
  const columnX = (index: number) => {
    const before = columns.slice(0, index).reduce((sum, column) => sum + column.width, 0);
    const column = columns[index] as (typeof columns)[number];
    return rtl ? PAGE.margin + CONTENT_WIDTH - before - column.width : PAGE.margin + before;
  };
  const body: Style = { size: 10 };
  const head: Style = { size: 10, bold: true };
  const tableHeader = () => {
    columns.forEach((column, index) => {
      drawLine(t(column.id), columnX(index), y, column.width - 8, head, column.align);
    });
    y += lineHeight(head);
    rule();
  };
  const newPage = (withTableHeader = false) => {
    doc.addPage();
    y = PAGE.margin;
    if (withTableHeader) tableHeader();
  };

  // The centre: its logo on the side the page starts from, then its name.
  if (content.logo) {
    const { width, height } = content.logo;
    const scale = Math.min(LOGO_BOX.width / width, LOGO_BOX.height / height);
    const drawn = { width: width * scale, height: height * scale };
    const x = rtl ? PAGE.margin + CONTENT_WIDTH - drawn.width : PAGE.margin;
    doc.image(Buffer.from(content.logo.bytes), x, y, drawn);
    y += drawn.height + 10;
  }
  const centreName = content.centre.name || t('centre.unnamed');
  paragraph(centreName, { size: 15, bold: true }, 0);
  // The address as it is written, line by line ("ul. Przykładowa 1", "00-000 Warszawa").
  for (const line of content.centre.address.split(/\r?\n/u).filter((each) => each.trim() !== ''))
    paragraph(line, { size: 10, color: '#333333' }, 0);
  for (const entry of content.centre.registrationNumbers) {
    paragraph(
      t('registration', { label: isolate(entry.label), value: isolate(entry.value) }),
      {
        size: 10,
        color: '#333333',
      },
      0,
    );
  }
  y += 14;

  // The statement and the donor.
  paragraph(t('title', { year: content.year }), { size: 17, bold: true }, 2);
  // The donor by the name they give, then the address the statement was asked for (and mailed to);
  // each isolated, so a Latin name or an address reads whole on an Arabic line.
  if (content.donorName) {
    paragraph(t('donor', { name: isolate(content.donorName) }), body, 0);
    paragraph(t('email', { email: isolate(content.email) }), body, 0);
  } else paragraph(t('donor', { name: isolate(content.email) }), body, 0);
  const dateFormat = new Intl.DateTimeFormat(MAIL_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));
  const testPayments = content.gifts.some((gift) => gift.testPayment);
  paragraph(t('issued', { date: day(content.issuedOn) }), body, testPayments ? 4 : 14);
  // Gifts the built-in test provider took (the demo, or before real payments were set up) are marked.
  if (testPayments) paragraph(t('testPayments'), head, 14);

  // The gifts.
  const amount = (value: number, currency: string) => isolate(mailAmount(value, currency, language));
  if (content.gifts.length === 0) {
    paragraph(t('none', { year: content.year }), body, 10);
  } else {
    tableHeader();
    for (const gift of content.gifts) {
      const cause = gift.testPayment ? t('testCause', { cause: isolate(gift.cause) }) : gift.cause;
      const causeLines = wrap(cause, (columns[1]?.width ?? 0) - 8, body);
      const height = causeLines.length * lineHeight(body);
      if (y + height > BOTTOM) newPage(true);
      drawLine(day(gift.date), columnX(0), y, (columns[0]?.width ?? 0) - 8, body);
      causeLines.forEach((line, index) => {
        drawLine(line, columnX(1), y + index * lineHeight(body), (columns[1]?.width ?? 0) - 8, body);
      });
      drawLine(amount(gift.amount, gift.currency), columnX(2), y, (columns[2]?.width ?? 0) - 8, body, 'end');
      y += height + 3;
    }
    rule();
    const totals = new Map<string, number>();
    for (const gift of content.gifts)
      totals.set(gift.currency, (totals.get(gift.currency) ?? 0) + gift.amount);
    for (const [currency, sum] of totals) {
      if (y + lineHeight(head) > BOTTOM) newPage();
      drawLine(
        `${t('total')} (${t('count', { count: content.gifts.filter((gift) => gift.currency === currency).length })})`,
        columnX(1),
        y,
        (columns[1]?.width ?? 0) - 8,
        head,
      );
      drawLine(
        amount(Math.round(sum * 100) / 100, currency),
        columnX(2),
        y,
        (columns[2]?.width ?? 0) - 8,
        head,
        'end',
      );
      y += lineHeight(head);
    }
    y += 14;
  }
  paragraph(t('note', { centre: isolate(centreName), year: content.year }), { size: 9, color: '#333333' });

  // Page numbers, once the number of pages is known.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    drawLine(
      t('page', { page: index + 1, pages: range.count }),
      PAGE.margin,
      PAGE.height - PAGE.margin,
      CONTENT_WIDTH,
      { size: 8, color: '#666666' },
      'end',
    );
  }
  doc.end();
  await finished;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
}
