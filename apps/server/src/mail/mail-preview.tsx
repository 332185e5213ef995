import type { RenderedMail } from './templates';
import { type MailLanguage, mailText } from './texts';

/*
 * How a designer reviews a mail in Storybook: its subject, the HTML part as a mail client draws it
 * (in a frame of its own, so the page's styles cannot reach it, sized to its content) and the plain-text
 * part as a text-only client shows it. Used by the stories only.
 */
const STYLE = {
  page: { display: 'grid', gap: '12px', maxInlineSize: '760px', fontFamily: 'Arial, Helvetica, sans-serif' },
  label: { fontSize: '14px', color: '#4a4a4a', margin: 0 },
  subject: { fontSize: '18px', fontWeight: 700, color: '#1a1a1a', margin: 0 },
  frame: { inlineSize: '100%', blockSize: '640px', border: '1px solid #8a8a8a', backgroundColor: '#f4f4f2' },
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

export function MailPreview({ mail, language }: { mail: RenderedMail; language: MailLanguage }) {
  return (
    <main style={STYLE.page}>
      <dl style={{ margin: 0 }}>
        <dt style={STYLE.label}>{mailText(language, 'preview.subjectLabel')}</dt>
        <dd style={{ ...STYLE.subject, marginInlineStart: 0 }}>{mail.subject}</dd>
      </dl>
      <iframe
        title={mailText(language, 'preview.frame', { subject: mail.subject })}
        srcDoc={mail.html}
        style={STYLE.frame}
        onLoad={(event) => {
          const frame = event.currentTarget;
          const height = frame.contentDocument?.documentElement.scrollHeight;
          if (height) frame.style.blockSize = `${height + 2}px`;
        }}
      />
      <p style={STYLE.label}>{mailText(language, 'preview.textLabel')}</p>
      <pre style={STYLE.text} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
        {mail.text}
      </pre>
    </main>
  );
}
