import type { Meta, StoryObj } from '@storybook/react-vite';
import type axe from 'axe-core';
// The script itself, served as a file: a built Storybook's bundled copy of axe cannot be re-run elsewhere
// (its `source` names variables of the bundle), so the frame loads axe from its own file.
import axeScriptUrl from 'axe-core/axe.min.js?url';
import { expect, waitFor, within } from 'storybook/test';
import {
  EVENT_CANCELLED_CASH_EXAMPLE,
  EVENT_PRICE_CHANGE_EXAMPLE,
  exampleIn,
  MAIL_STORY_EXAMPLES,
  MONTHLY_RECEIPT_EXAMPLE,
  STORY_IDENTITY,
  TEST_PAYMENT_RECEIPT_EXAMPLE,
  UNNAMED_IDENTITY,
} from './examples';
import type { MailContent, MailIdentity } from './kinds';
import {
  MAIL_PREVIEW_WIDTHS,
  MailPreview,
  type MailPreviewWidth,
  type MailScheme,
  mailFrameTitle,
} from './mail-preview';
import { renderMail } from './templates';
import { isMailLanguage, type MailLanguage, mailText } from './texts';

/*
 * Every kind of transactional mail as its reader gets it, in the toolbar's language, on a computer and
 * on a phone side by side: "with every part" carries long names and every optional line for a centre
 * with a logo; "sparse" leaves every optional part out for a centre that has saved no identity yet;
 * "dark" is the full mail in a mail client's dark mode. The HTML is rendered by the same function the
 * server sends with.
 */
interface PreviewArgs {
  content: MailContent;
  identity: MailIdentity;
  /** The mail client's colours; light unless a story says dark. */
  scheme?: MailScheme;
}

/*
 * The page's accessibility check stops at the frame's edge, so the mail's own document is checked
 * here: axe is loaded into the frame and run on the mail. A mail client shows a mail inside its own
 * page and landmarks, so the two rules about a page's landmarks do not apply to the mail itself.
 */
const OUTSIDE_A_MAIL = { region: { enabled: false }, 'landmark-one-main': { enabled: false } };

async function mailViolations(frame: HTMLIFrameElement, subject: string): Promise<string[]> {
  await waitFor(() => expect(frame.contentDocument?.title).toBe(subject));
  const mailDocument = frame.contentDocument as Document;
  const mailWindow = frame.contentWindow as Window & { axe?: typeof axe };
  if (!mailWindow.axe) {
    await new Promise<void>((resolve, reject) => {
      const script = mailDocument.createElement('script');
      script.src = new URL(axeScriptUrl, window.location.href).href;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe did not load into the mail frame'));
      mailDocument.head.append(script);
    });
  }
  const results = await (mailWindow.axe as typeof axe).run(mailDocument, {
    resultTypes: ['violations'],
    rules: OUTSIDE_A_MAIL,
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/** The card's colour in each client: the mail's own light colours, or its dark ones (templates.tsx). */
const CARD_COLOUR: Record<MailScheme, string> = { light: 'rgb(255, 255, 255)', dark: 'rgb(30, 30, 30)' };

/**
 * What a frame must show besides passing axe: the colours of its client, and, on a phone, nothing
 * wider than the screen (a long link or name that would make the reader scroll sideways).
 */
async function checkFrame(frame: HTMLIFrameElement, width: MailPreviewWidth, scheme: MailScheme) {
  // The dark colours are switched on once the frame has loaded (mail-preview.tsx).
  await waitFor(() => {
    const card = frame.contentDocument?.querySelector('.mail-container');
    expect(card && getComputedStyle(card).backgroundColor).toBe(CARD_COLOUR[scheme]);
  });
  const mailDocument = frame.contentDocument as Document;
  await expect(mailDocument.documentElement.clientWidth).toBeLessThanOrEqual(MAIL_PREVIEW_WIDTHS[width]);
  await expect(mailDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
    mailDocument.documentElement.clientWidth,
  );
}

function languageOf(globals: Record<string, unknown>): MailLanguage {
  return isMailLanguage(globals.locale) ? globals.locale : 'en';
}

const meta = {
  title: 'Server/Mail',
  // Once axe is in the frame, the story's own check reads the mail too, so it skips the same two rules
  // (the preview page around the frame is one main landmark and holds nothing outside it).
  parameters: { layout: 'padded', a11y: { test: 'error', options: { rules: OUTSIDE_A_MAIL } } },
  loaders: [
    async ({ args, globals }) => ({
      // The example as a reader of the story's language has it (its words and amounts in that language).
      mail: await renderMail(
        exampleIn((args as PreviewArgs).content, languageOf(globals)),
        exampleIn((args as PreviewArgs).identity, languageOf(globals)),
        languageOf(globals),
      ),
    }),
  ],
  render: (args, { loaded, globals }) => (
    <MailPreview mail={loaded.mail} language={languageOf(globals)} scheme={args.scheme} />
  ),
  play: async ({ canvasElement, loaded, globals, args }) => {
    const language = languageOf(globals);
    for (const width of Object.keys(MAIL_PREVIEW_WIDTHS) as MailPreviewWidth[]) {
      const frame = within(canvasElement).getByTitle(mailFrameTitle(language, width, loaded.mail.subject));
      await expect(frame).toHaveAttribute('srcdoc', loaded.mail.html);
      // Its colours first, so axe checks the contrast of the colours the client shows.
      await checkFrame(frame as HTMLIFrameElement, width, args.scheme ?? 'light');
      await expect(await mailViolations(frame as HTMLIFrameElement, loaded.mail.subject)).toEqual([]);
    }
    await expect(loaded.mail.html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}"`);
  },
} satisfies Meta<PreviewArgs>;

export default meta;
type Story = StoryObj<PreviewArgs>;

/** A gift's thank-you, with every part. */
export const Receipt: Story = {
  args: { content: MAIL_STORY_EXAMPLES.receipt.full, identity: STORY_IDENTITY },
};

/** A gift's thank-you, with every part, in a mail client's dark mode. */
export const ReceiptDark: Story = {
  args: { ...Receipt.args, scheme: 'dark' },
};

/** A gift's thank-you, with its optional parts left out. */
export const ReceiptSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.receipt.sparse, identity: UNNAMED_IDENTITY },
};

/** A month's thank-you of a monthly gift: the next payment's day and the link to change or stop it. */
export const ReceiptMonthly: Story = {
  args: { content: MONTHLY_RECEIPT_EXAMPLE, identity: STORY_IDENTITY },
};

/** A month's thank-you of a monthly gift: the next payment's day and the link to change or stop it, in a mail client's dark mode. */
export const ReceiptMonthlyDark: Story = {
  args: { ...ReceiptMonthly.args, scheme: 'dark' },
};

/** A gift's thank-you while the built-in test provider takes the payments: a line says no money was taken. */
export const ReceiptTestPayment: Story = {
  args: { content: TEST_PAYMENT_RECEIPT_EXAMPLE, identity: STORY_IDENTITY },
  play: async (context) => {
    await meta.play(context);
    const { loaded, globals } = context;
    await expect(loaded.mail.text).toContain(mailText(languageOf(globals), 'testPayment'));
  },
};

/** Part of a gift given back by staff: the amount, the reason and what the gift (and the yearly statement) counts now. */
export const DonationRefunded: Story = {
  args: { content: MAIL_STORY_EXAMPLES.donation_refunded.full, identity: STORY_IDENTITY },
};

/** The rest of a gift given back, to a donor without a name, from a centre that has not named itself. */
export const DonationRefundedSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.donation_refunded.sparse, identity: UNNAMED_IDENTITY },
};

/** A booking confirmed: the event, the people booked, the price and how to pay (the .ics goes with it), with every part. */
export const BookingConfirmation: Story = {
  args: { content: MAIL_STORY_EXAMPLES.booking_confirmation.full, identity: STORY_IDENTITY },
};

/** A booking confirmed: the event, the people booked, the price and how to pay (the .ics goes with it), with every part, in a mail client's dark mode. */
export const BookingConfirmationDark: Story = {
  args: { ...BookingConfirmation.args, scheme: 'dark' },
};

/** A booking confirmed: the event, the people booked, the price and how to pay (the .ics goes with it), with its optional parts left out. */
export const BookingConfirmationSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.booking_confirmation.sparse, identity: UNNAMED_IDENTITY },
};

/** A booking's payment received, with every part. */
export const BookingPaid: Story = {
  args: { content: MAIL_STORY_EXAMPLES.booking_paid.full, identity: STORY_IDENTITY },
};

/** A booking's payment received, with every part, in a mail client's dark mode. */
export const BookingPaidDark: Story = {
  args: { ...BookingPaid.args, scheme: 'dark' },
};

/** A booking's payment received, with its optional parts left out. */
export const BookingPaidSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.booking_paid.sparse, identity: UNNAMED_IDENTITY },
};

/** A booking's payment given back, with the reason, with every part. */
export const BookingRefunded: Story = {
  args: { content: MAIL_STORY_EXAMPLES.booking_refunded.full, identity: STORY_IDENTITY },
};

/** A booking's payment given back, with the reason, with every part, in a mail client's dark mode. */
export const BookingRefundedDark: Story = {
  args: { ...BookingRefunded.args, scheme: 'dark' },
};

/** A booking's payment given back, with the reason, with its optional parts left out. */
export const BookingRefundedSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.booking_refunded.sparse, identity: UNNAMED_IDENTITY },
};

/** A booked event moved (date, time, place) and its price rose, for a paid booking: each change as it was and is, the link. */
export const EventChanged: Story = {
  args: { content: MAIL_STORY_EXAMPLES.event_changed.full, identity: STORY_IDENTITY },
};

/** A booked event's date, time or place changed, with every part, in a mail client's dark mode. */
export const EventChangedDark: Story = {
  args: { ...EventChanged.args, scheme: 'dark' },
};

/** A booked event's time changed, with its optional parts left out. */
export const EventChangedSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.event_changed.sparse, identity: UNNAMED_IDENTITY },
};

/** Only a booked event's prices changed: an unpaid booking keeps the price it was made at. */
export const EventPriceChanged: Story = {
  args: { content: EVENT_PRICE_CHANGE_EXAMPLE, identity: STORY_IDENTITY },
};

/** A booked event cancelled, paid online: refunded to the card it came from. */
export const EventCancelled: Story = {
  args: { content: MAIL_STORY_EXAMPLES.event_cancelled.full, identity: STORY_IDENTITY },
};

/** A booked event cancelled, with every part, in a mail client's dark mode. */
export const EventCancelledDark: Story = {
  args: { ...EventCancelled.args, scheme: 'dark' },
};

/** A booked event cancelled, paid in cash: given back at the centre. */
export const EventCancelledPaidInCash: Story = {
  args: { content: EVENT_CANCELLED_CASH_EXAMPLE, identity: STORY_IDENTITY },
};

/** A booked event cancelled before anything was paid, with its optional parts left out. */
export const EventCancelledSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.event_cancelled.sparse, identity: UNNAMED_IDENTITY },
};

/** A certificate request needs a correction (full) or is completed (sparse), with every part. */
export const RequestStatus: Story = {
  args: { content: MAIL_STORY_EXAMPLES.request_status.full, identity: STORY_IDENTITY },
};

/** A certificate request that needs a correction, with every part, in a mail client's dark mode. */
export const RequestStatusDark: Story = {
  args: { ...RequestStatus.args, scheme: 'dark' },
};

/** A certificate request needs a correction (full) or is completed (sparse), with its optional parts left out. */
export const RequestStatusSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.request_status.sparse, identity: UNNAMED_IDENTITY },
};

/** A child given a teacher (full) or approved (sparse), with every part. */
export const Enrolment: Story = {
  args: { content: MAIL_STORY_EXAMPLES.enrolment.full, identity: STORY_IDENTITY },
};

/** A child given a teacher, with every part, in a mail client's dark mode. */
export const EnrolmentDark: Story = {
  args: { ...Enrolment.args, scheme: 'dark' },
};

/** A child given a teacher (full) or approved (sparse), with its optional parts left out. */
export const EnrolmentSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.enrolment.sparse, identity: UNNAMED_IDENTITY },
};

/** A subscription suspended with the reason (full) or reactivated (sparse), with every part. */
export const Subscription: Story = {
  args: { content: MAIL_STORY_EXAMPLES.subscription.full, identity: STORY_IDENTITY },
};

/** A subscription suspended with the reason, with every part, in a mail client's dark mode. */
export const SubscriptionDark: Story = {
  args: { ...Subscription.args, scheme: 'dark' },
};

/** A subscription suspended with the reason (full) or reactivated (sparse), with its optional parts left out. */
export const SubscriptionSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.subscription.sparse, identity: UNNAMED_IDENTITY },
};

/** A question answered, with every part. */
export const FatwaAnswered: Story = {
  args: { content: MAIL_STORY_EXAMPLES.fatwa_answered.full, identity: STORY_IDENTITY },
};

/** A question answered, with every part, in a mail client's dark mode. */
export const FatwaAnsweredDark: Story = {
  args: { ...FatwaAnswered.args, scheme: 'dark' },
};

/** A question answered, with its optional parts left out. */
export const FatwaAnsweredSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.fatwa_answered.sparse, identity: UNNAMED_IDENTITY },
};

/** The yearly statement's link, with the donor's name and the centre named. */
export const Statement: Story = {
  args: { content: MAIL_STORY_EXAMPLES.statement.full, identity: STORY_IDENTITY },
};

/** The yearly statement's link, with the donor's name and the centre named, in a mail client's dark mode. */
export const StatementDark: Story = {
  args: { ...Statement.args, scheme: 'dark' },
};

/** The yearly statement's link, to a donor without a name, from a centre that has not named itself. */
export const StatementSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.statement.sparse, identity: UNNAMED_IDENTITY },
};

/** A month's charge refused: when it is tried again, and the link to change or stop the gift. */
export const MonthlyRefused: Story = {
  args: { content: MAIL_STORY_EXAMPLES.monthly_refused.full, identity: STORY_IDENTITY },
};

/** A month's charge refused: when it is tried again, and the link to change or stop the gift, in a mail client's dark mode. */
export const MonthlyRefusedDark: Story = {
  args: { ...MonthlyRefused.args, scheme: 'dark' },
};

/** A month's charge refused, without a name, a link or a named centre. */
export const MonthlyRefusedSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.monthly_refused.sparse, identity: UNNAMED_IDENTITY },
};

/** A monthly gift stopped after every retry was refused. */
export const MonthlyStopped: Story = {
  args: { content: MAIL_STORY_EXAMPLES.monthly_stopped.full, identity: STORY_IDENTITY },
};

/** A monthly gift stopped after every retry was refused, in a mail client's dark mode. */
export const MonthlyStoppedDark: Story = {
  args: { ...MonthlyStopped.args, scheme: 'dark' },
};

/** A monthly gift the donor stopped, without a name or a named centre. */
export const MonthlyStoppedSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.monthly_stopped.sparse, identity: UNNAMED_IDENTITY },
};

/** A monthly gift lowered through the management link: the amount before, the next day, and undo. */
export const MonthlyChanged: Story = {
  args: { content: MAIL_STORY_EXAMPLES.monthly_changed.full, identity: STORY_IDENTITY },
};

/** A monthly gift lowered through the management link: the amount before, the next day, and undo, in a mail client's dark mode. */
export const MonthlyChangedDark: Story = {
  args: { ...MonthlyChanged.args, scheme: 'dark' },
};

/** A monthly gift's links revoked by the staff, without a name, a link or a named centre. */
export const MonthlyChangedSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.monthly_changed.sparse, identity: UNNAMED_IDENTITY },
};

/** A raise asked through the link, to be confirmed from the donor's mailbox within 24 hours. */
export const MonthlyConfirm: Story = {
  args: { content: MAIL_STORY_EXAMPLES.monthly_confirm.full, identity: STORY_IDENTITY },
};

/** A raise asked through the link, to be confirmed from the donor's mailbox within 24 hours, in a mail client's dark mode. */
export const MonthlyConfirmDark: Story = {
  args: { ...MonthlyConfirm.args, scheme: 'dark' },
};

/** A raise to confirm within the hour, without a name or a named centre. */
export const MonthlyConfirmSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.monthly_confirm.sparse, identity: UNNAMED_IDENTITY },
};

/** A new management link, asked for on the site with the donor's address. */
export const MonthlyLink: Story = {
  args: { content: MAIL_STORY_EXAMPLES.monthly_link.full, identity: STORY_IDENTITY },
};

/** A new management link, asked for on the site with the donor's address, in a mail client's dark mode. */
export const MonthlyLinkDark: Story = {
  args: { ...MonthlyLink.args, scheme: 'dark' },
};

/** A new management link, without a name, a link or a named centre. */
export const MonthlyLinkSparse: Story = {
  args: { content: MAIL_STORY_EXAMPLES.monthly_link.sparse, identity: UNNAMED_IDENTITY },
};
