import { describe, expect, it } from 'vitest';
import { MAIL_STORY_EXAMPLES, STORY_IDENTITY, UNNAMED_IDENTITY } from './examples';
import type { MailContent, MailIdentity } from './kinds';
import { renderMails } from './render-many';
import { renderMail } from './templates';
import { MAIL_LANGUAGES, type MailLanguage } from './texts';

/*
 * A batch fills each reader's own facts into a render shared by mails alike; what each reader gets
 * must be, byte for byte, the mail renderMail gives them alone, whatever their name or link holds.
 */

/** Readers whose facts stress the filling: HTML's special characters, Arabic, none, a mark of direction. */
const READERS: Array<{ name: string; bookingId: number; bookingLink: string }> = [
  {
    name: 'Amina Nowak',
    bookingId: 7,
    bookingLink: 'https://meczet.example.org/events/3/bookings/7?token=a1',
  },
  {
    name: 'يوسف الحسن',
    bookingId: 1024,
    bookingLink: 'https://meczet.example.org/events/3/bookings/1024?token=b&x=1',
  },
  { name: `Tom <b>"O'Brien"</b> & sons`, bookingId: 12_345, bookingLink: '' },
  { name: '', bookingId: 9, bookingLink: 'https://meczet.example.org/events/3/bookings/9?token=c' },
  // A direction mark in the name: a subject drops it and the body keeps it, so it is rendered alone.
  { name: 'Zofia \u200fKowalska', bookingId: 10, bookingLink: 'https://meczet.example.org/b/10' },
];

/** Every kind's example as one reader's mail: their facts where the kind has the field. */
function forReader(content: MailContent, reader: (typeof READERS)[number]): MailContent {
  const data: Record<string, unknown> = { ...content.data };
  for (const field of ['name', 'bookingId', 'bookingLink'] as const)
    if (field in data) data[field] = reader[field];
  return { ...content, data } as MailContent;
}

const identities: Record<string, MailIdentity> = { named: STORY_IDENTITY, unnamed: UNNAMED_IDENTITY };

describe('renderMails', () => {
  for (const [identityName, identity] of Object.entries(identities))
    it(`gives every reader of every kind the mail rendered alone (${identityName} centre)`, async () => {
      const batch: Array<{ content: MailContent; language: MailLanguage }> = [];
      // The sparse examples (optional parts left out) once: the unnamed centre changes only the footer.
      for (const examples of Object.values(MAIL_STORY_EXAMPLES))
        for (const example of identity === STORY_IDENTITY
          ? [examples.full, examples.sparse]
          : [examples.full])
          for (const language of MAIL_LANGUAGES)
            for (const reader of READERS) batch.push({ content: forReader(example, reader), language });
      const rendered = await renderMails(batch, () => identity);
      expect(rendered).toHaveLength(batch.length);
      for (const [index, { content, language }] of batch.entries())
        expect(rendered[index], `${content.kind} in ${language} #${index}`).toEqual(
          await renderMail(content, identity, language),
        );
    });

  it("fills each reader's own name, number and link into mails otherwise alike", async () => {
    const example = MAIL_STORY_EXAMPLES.event_changed.full;
    const [first, second] = await renderMails(
      READERS.slice(0, 2).map((reader) => ({ content: forReader(example, reader), language: 'pl' as const })),
      () => STORY_IDENTITY,
    );
    expect(first!.text).toContain('Amina Nowak');
    expect(first!.html).toContain('bookings/7?token=a1');
    expect(first!.text).not.toContain('يوسف');
    expect(second!.text).toContain('يوسف الحسن');
    // The link's & is escaped in the HTML as React escapes it, and left as it is in the text.
    expect(second!.html).toContain('bookings/1024?token=b&amp;x=1');
    expect(second!.text).toContain('bookings/1024?token=b&x=1');
  });
});
