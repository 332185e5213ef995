import type { MailContent, MailIdentity } from './kinds';
import { mailSummary, type RenderedMail, renderMail } from './templates';
import type { MailLanguage } from './texts';

/** One mail of a batch: what it says, and its reader's language. */
export interface MailToRender {
  content: MailContent;
  language: MailLanguage;
}

/*
 * The facts that differ from one reader to the next in news sent to many (the greeting's name, the
 * booking's number, the booking's page). A batch renders each distinct mail once with a marker in
 * their place and fills each reader's values in: the 500 bookers of a moved event cost one render per
 * language and per distinct rest (price news, payment status), not 500.
 */
const PER_READER = ['name', 'bookingId', 'bookingLink'] as const;
type PerReader = (typeof PER_READER)[number];

/** Letters only: ICU, React's escaping and the direction isolates all leave it as it is. */
const MARKER_PREFIX = 'MinbarReaderSlot';
const marker = (field: PerReader) => `${MARKER_PREFIX}${field}End`;

/** Direction marks: a subject drops them (withoutBidiControls) where the body keeps them. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** The five characters React escapes in text and attribute values, escaped as it does. */
const HTML_ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
const escapeHtml = (text: string) => text.replace(/["&'<>]/g, (character) => HTML_ESCAPES[character]!);

type Data = Record<string, unknown>;

/**
 * The reader's values that can be filled into a shared render, or null when this mail must be
 * rendered on its own: a value with direction marks (a subject would drop them, the body not) or one
 * that looks like a marker. An empty value stays in the shared part: it changes the words (an
 * unnamed greeting, no link), so it is a different mail.
 */
function fillable(data: Data): Map<PerReader, string> | null {
  const values = new Map<PerReader, string>();
  for (const field of PER_READER) {
    const value = data[field];
    if (value === undefined || value === '') continue;
    const text = String(value);
    if (BIDI_CONTROLS.test(text) || text.includes(MARKER_PREFIX)) return null;
    values.set(field, text);
  }
  return values;
}

function fill(shared: RenderedMail, values: Map<PerReader, string>): RenderedMail {
  let { subject, html, text } = shared;
  for (const [field, value] of values) {
    subject = subject.replaceAll(marker(field), value);
    html = html.replaceAll(marker(field), escapeHtml(value));
    text = text.replaceAll(marker(field), value);
  }
  return { subject, html, text };
}

/**
 * Renders many mails, in order, each exactly as renderMail would. Mails alike but for the reader's
 * own facts share one render. A shared render is used only when no marker reaches the subject or
 * the preview line (its padding depends on its length); otherwise each mail is rendered on its own.
 */
export async function renderMails(
  mails: readonly MailToRender[],
  identityOf: (language: MailLanguage) => MailIdentity,
): Promise<RenderedMail[]> {
  const shared = new Map<string, Promise<RenderedMail | null>>();
  const renderShared = (marked: MailContent, language: MailLanguage) => {
    const key = `${language}\u0000${JSON.stringify(marked)}`;
    let render = shared.get(key);
    if (!render) {
      const identity = identityOf(language);
      const { subject, preview } = mailSummary(marked, identity, language);
      render =
        subject.includes(MARKER_PREFIX) || preview.includes(MARKER_PREFIX)
          ? Promise.resolve(null)
          : renderMail(marked, identity, language);
      shared.set(key, render);
    }
    return render;
  };
  return Promise.all(
    mails.map(async ({ content, language }) => {
      const data = content.data as Data;
      const values = fillable(data);
      if (values && values.size > 0) {
        const markedData: Data = { ...data };
        for (const field of values.keys()) markedData[field] = marker(field);
        const render = await renderShared({ ...content, data: markedData } as MailContent, language);
        if (render) return fill(render, values);
      }
      return renderMail(content, identityOf(language), language);
    }),
  );
}
