import type { RenderedMail } from './templates';
import { type MailLanguage, mailText } from './texts';

/*
 * How a designer reviews a mail in Storybook: its subject, the HTML part as a mail client draws it on
 * a computer and on a phone (each in a frame of its own, so the page's styles cannot reach it, sized to
 * its content), in a light or a dark client, and the plain-text part as a text-only client shows it.
 * Used by the stories only.
 */

/** A mail client's colours: a dark one draws the mail's dark colours (templates.tsx DARK_LOOK). */
export type MailScheme = 'light' | 'dark';

/** The widths a mail is read at: a computer's reading pane, and a phone's screen. */
export const MAIL_PREVIEW_WIDTHS = { desktop: 680, phone: 390 } as const;
export type MailPreviewWidth = keyof typeof MAIL_PREVIEW_WIDTHS;

const STYLE = {
  page: { display: 'grid', gap: '12px', maxInlineSize: '1120px', fontFamily: 'Arial, Helvetica, sans-serif' },
  label: { fontSize: '14px', color: '#4a4a4a', margin: 0 },
  subject: { fontSize: '18px', fontWeight: 700, color: '#1a1a1a', margin: 0 },
  frames: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '24px' },
  figure: { display: 'grid', gap: '6px', margin: 0 },
  frame: {
    maxInlineSize: '100%',
    blockSize: '640px',
    border: '1px solid #8a8a8a',
    backgroundColor: '#f4f4f2',
  },
  text: {
    whiteSpace: 'pre-wrap',
    fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
    fontSize: '14px',
    color: '#1a1a1a',
    backgroundColor: '#f4f4f2',
    padding: '12px',
    margin: 0,
  },
} as const;

/**
 * Draws a mail as a dark mail client that honours its colour-scheme rules does (Apple Mail, iOS):
 * the mail's dark-scheme rules are switched on. A frame cannot be told on its own that its reader
 * prefers dark (Chromium gives a frame its page's preference), and the page stays light.
 */
function showDarkRules(mailDocument: Document) {
  for (const sheet of Array.from(mailDocument.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      // The frame's own CSSMediaRule class is not this page's, so `instanceof` would not see it.
      const media = (rule as Partial<CSSMediaRule>).media;
      if (media && /prefers-color-scheme:\s*dark/.test(media.mediaText)) media.mediaText = 'all';
    }
  }
}

/** The frame's accessible name, by which the stories find each frame. */
export function mailFrameTitle(language: MailLanguage, width: MailPreviewWidth, subject: string): string {
  return mailText(language, 'preview.frame', { width, subject });
}

export function MailPreview({
  mail,
  language,
  scheme = 'light',
}: {
  mail: RenderedMail;
  language: MailLanguage;
  scheme?: MailScheme;
}) {
  return (
    <main style={STYLE.page}>
      <dl style={{ margin: 0 }}>
        <dt style={STYLE.label}>{mailText(language, 'preview.subjectLabel')}</dt>
        <dd style={{ ...STYLE.subject, marginInlineStart: 0 }}>{mail.subject}</dd>
      </dl>
      <div style={STYLE.frames}>
        {(Object.keys(MAIL_PREVIEW_WIDTHS) as MailPreviewWidth[]).map((width) => (
          <figure key={width} style={STYLE.figure}>
            <figcaption style={STYLE.label}>
              {mailText(language, 'preview.client', { width, scheme, pixels: MAIL_PREVIEW_WIDTHS[width] })}
            </figcaption>
            <iframe
              title={mailFrameTitle(language, width, mail.subject)}
              srcDoc={mail.html}
              style={{ ...STYLE.frame, inlineSize: `${MAIL_PREVIEW_WIDTHS[width]}px`, colorScheme: scheme }}
              onLoad={(event) => {
                const frame = event.currentTarget;
                if (scheme === 'dark' && frame.contentDocument) showDarkRules(frame.contentDocument);
                const height = frame.contentDocument?.documentElement.scrollHeight;
                if (height) frame.style.blockSize = `${height + 2}px`;
              }}
            />
          </figure>
        ))}
      </div>
      <p style={STYLE.label}>{mailText(language, 'preview.textLabel')}</p>
      <pre style={STYLE.text} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
        {mail.text}
      </pre>
    </main>
  );
}
