import type { SentMail } from '@minbar/api/schemas/sent-mail';
import { MAIL_KINDS } from '@minbar/domain/mail/kinds';
import { byLanguage } from '@minbar/ui/provider/story-content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EVENT_NAMES } from '../../../test/events-story-support';
import { wordsIn } from '../../../test/story-content';
import { featureStoryText, withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { SENT_MAIL_MESSAGES, SentMailIntlProvider } from '../sent-mail-intl';
import { SentMailScreen } from './sent-mail-screen';

const storyText = featureStoryText(SENT_MAIL_MESSAGES);

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 9, minutes)).toISOString();

const FAILED: SentMail = {
  id: 41,
  to: 'family.nowak@example.org',
  kind: 'booking_confirmation',
  created_at: at(40),
  delivered_at: null,
  status: 'failed',
  attempts: 5,
  error: '550 5.1.1 Mailbox unavailable',
};

const MAILS: SentMail[] = [
  FAILED,
  {
    id: 40,
    to: 'amina@example.org',
    kind: 'receipt',
    created_at: at(35),
    delivered_at: at(35),
    status: 'sent',
    attempts: 0,
    error: null,
  },
  {
    id: 39,
    to: 'yusuf@example.org',
    kind: 'event_changed',
    created_at: at(30),
    delivered_at: null,
    status: 'pending',
    attempts: 2,
    error: '421 4.7.0 Try again later',
  },
  {
    id: 38,
    to: 'omar@example.org',
    kind: 'verify',
    created_at: at(20),
    delivered_at: at(21),
    status: 'sent',
    attempts: 1,
    error: null,
  },
  {
    id: 37,
    to: 'maryam@example.org',
    kind: 'fatwa_answered',
    created_at: at(10),
    delivered_at: null,
    status: 'pending',
    attempts: 0,
    error: null,
  },
];

const meta = {
  title: 'Dashboard/Sent mail',
  component: SentMailScreen,
  decorators: [withDashboardPage, ...withFeatureMessages(SentMailIntlProvider)],
  parameters: { layout: 'fullscreen' },
  args: {
    mails: MAILS,
    page: 1,
    totalPages: 3,
    total: 25,
    onPageChange: fn(),
    onRetry: fn(),
    onSendAgain: fn(),
  },
} satisfies Meta<typeof SentMailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { mails: [], loading: true, totalPages: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

/** Sent, waiting and failed side by side; only the failed one offers "send again", and says why it failed. */
export const EachStatus: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(MAILS.length + 1);
    const again = canvas.getAllByRole('button', {
      name: new RegExp(storyText(globals, 'sentMail.sendAgain')),
    });
    await expect(again).toHaveLength(1);
    await expect(canvasElement.textContent).toContain('550 5.1.1 Mailbox unavailable');
    await expect(canvas.getAllByText(storyText(globals, 'sentMail.status.failed'))).toHaveLength(1);
    await expect(canvas.getAllByText(storyText(globals, 'sentMail.status.sent'))).toHaveLength(2);
    await expect(canvasElement.textContent).toContain(storyText(globals, 'mailKind.booking_confirmation'));
    await userEvent.click(again[0] as HTMLElement);
    await expect(args.onSendAgain).toHaveBeenCalledWith(FAILED);
    const pages = canvas.getByRole('navigation', { name: storyText(globals, 'sentMail.pagination') });
    await userEvent.click(within(pages).getByRole('button', { name: /2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/**
 * The failed mail is being sent again: its button is busy, and no other can be pressed meanwhile. Two
 * failed mails to one address: each button is named with its own mail's number.
 */
export const SendingAgain: Story = {
  args: {
    mails: [FAILED, { ...FAILED, id: 42 }],
    sendingId: FAILED.id,
    totalPages: 1,
    total: 2,
  },
  play: async ({ canvasElement, globals }) => {
    const buttons = [FAILED.id, 42].map((id) =>
      within(canvasElement).getByRole('button', {
        name: storyText(globals, 'sentMail.sendAgainTo', { id: String(id), to: `\u2068${FAILED.to}\u2069` }),
      }),
    );
    await expect(buttons[0]).toHaveAttribute('aria-busy', 'true');
    await expect(buttons[1]).toBeDisabled();
  },
};

/** Every kind of mail the centre sends, each named in words in the column, never as the server names it. */
export const EveryKind: Story = {
  args: {
    mails: MAIL_KINDS.map((kind, index) => ({ ...MAILS[1], id: 100 + index, kind }) as SentMail),
    totalPages: 1,
    total: MAIL_KINDS.length,
  },
  play: async ({ canvasElement, globals }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(MAIL_KINDS.length);
    for (const [index, kind] of MAIL_KINDS.entries()) {
      const words = storyText(globals, `mailKind.${kind}`);
      await expect(words).not.toBe(`mailKind.${kind}`);
      await expect(rows[index]).toHaveTextContent(words);
    }
  },
};

export const Empty: Story = {
  args: { mails: [], totalPages: 0, total: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyText(globals, 'sentMail.empty'))).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { mails: [], totalPages: 0, total: 0, error: { id: 'sentMail.error.fetch' } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText(globals, 'sentMail.error.fetch'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'app.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long address and a long refusal wrap inside the page; a kind this dashboard does not know shows as named. */
export const LongText: Story = {
  args: {
    mails: [
      {
        ...FAILED,
        to: 'maximilian.alexander.wojcik-kowalski.family.of.four@very-long-domain-name.example.org',
        kind: 'yearly_statement',
        error:
          '554 5.7.1 <maximilian.alexander.wojcik-kowalski.family.of.four@very-long-domain-name.example.org>: Recipient address rejected: the mailbox is over its quota and cannot take more messages today',
      },
    ],
    totalPages: 1,
    total: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('yearly_statement');
    // Nothing scrolls sideways: the page is as wide as its frame.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth + 1,
    );
  },
};

/** The mails an event's change sent its registrants (the Events screen's link): named above the list, with the way back. */
export const FilteredToAnEvent: Story = {
  args: {
    mails: [
      { ...MAILS[2], kind: 'event_changed', status: 'sent', delivered_at: at(31), attempts: 0, error: null },
      {
        ...MAILS[2],
        id: 36,
        to: 'amina@example.org',
        kind: 'event_changed',
        status: 'sent',
        delivered_at: at(31),
        attempts: 0,
        error: null,
      },
    ] as SentMail[],
    totalPages: 1,
    total: 2,
    filter: { kind: 'event_changed', event: { id: 12, name: byLanguage(EVENT_NAMES.recitation) } },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        storyText(globals, 'sentMail.filter.kindAndEvent', {
          kind: storyText(globals, 'mailKind.event_changed'),
          event: `\u2068${wordsIn(globals, EVENT_NAMES.recitation)}\u2069`,
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText(globals, 'sentMail.filter.clear') }),
    ).toHaveAttribute('href', '/dashboard/SentMail');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

/** Filtered to an event that was since deleted, with nothing of that kind: named by its number, the empty text says so. */
export const FilteredEmpty: Story = {
  args: {
    mails: [],
    totalPages: 0,
    total: 0,
    filter: { kind: 'event_cancelled', event: { id: 12, name: null } },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText(globals, 'sentMail.emptyFiltered'))).toBeVisible();
    await expect(canvasElement.textContent).toContain(
      storyText(globals, 'sentMail.filter.eventNumber', { id: 12 }),
    );
  },
};

/** Opened from the Mosque settings' mail status: only the failed mails, said so, with the way back. */
export const FailedOnly: Story = {
  args: { mails: [FAILED], totalPages: 1, total: 1, filter: { kind: null, event: null, failed: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText(globals, 'sentMail.filter.failed'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText(globals, 'sentMail.filter.clear') }),
    ).toHaveAttribute('href', '/dashboard/SentMail');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};
