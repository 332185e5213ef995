import type { NisabAnswer } from '@minbar/api/schemas/donations';
import type { MailStatus, PaymentsStatus } from '@minbar/api/schemas/mosque-status';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_CENTRE } from '../../../test/story-centre';
import { featureStoryText, withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { MOSQUE_SETTINGS_MESSAGES, MosqueSettingsIntlProvider } from '../mosque-settings-intl';
import { FAILED_MAILS_HREF } from './mail-status-section';
import { MosqueIdentitySection } from './mosque-identity-section';
import { MosqueSettingsScreen } from './mosque-settings-screen';
import { NISAB_SECTION_ID } from './nisab-section';

const storyText = featureStoryText(MOSQUE_SETTINGS_MESSAGES);

const STRIPE_LIVE: PaymentsStatus = {
  provider: 'stripe',
  mode: 'live',
  webhook_configured: true,
  last_webhook: { received_at: '2026-03-01T09:00:00.000Z', type: 'payment_intent.succeeded' },
};
const SMTP_FAILING: MailStatus = {
  transport: 'smtp',
  from: 'no-reply@ckm-warszawa.example',
  pending: 3,
  failed: 2,
  last_failure: {
    id: 41,
    queued_at: '2026-03-01T08:15:00.000Z',
    refused_at: '2026-03-02T17:40:00.000Z',
    kind: 'receipt',
    status: 'failed',
    error: '550 5.1.1 <anna@example.org>: Recipient address rejected: User unknown in virtual mailbox table',
  },
};
/** A refusal recorded before the outbox kept the time of each refusal. */
const UNDATED_FAILURE = {
  id: 7,
  queued_at: '2026-02-20T07:05:00.000Z',
  refused_at: null,
  kind: 'statement',
  status: 'pending',
  error: '421 4.7.0 Try again later',
} satisfies MailStatus['last_failure'];

/** A time as the section writes it: the day and time in the mosque's zone, in the story's language. */
function timeIn(globals: Globals, iso: string | null | undefined): string {
  return new Intl.DateTimeFormat(storyLocale(globals), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  }).format(new Date(iso ?? ''));
}

const NISAB: NisabAnswer[] = [
  {
    currency: 'PLN',
    amount: 34_272,
    basis: 'gold',
    price_per_gram: 403.2,
    gold_price_per_gram: 403.2,
    silver_price_per_gram: 4.9,
    as_of: '2026-02-27',
    rate_to_centre: null,
    rate_as_of: null,
  },
  {
    currency: 'EUR',
    amount: 2_920.38,
    basis: 'silver',
    price_per_gram: 0.98,
    gold_price_per_gram: 93.9,
    silver_price_per_gram: 0.98,
    as_of: '2026-02-27',
    rate_to_centre: 4.29,
    rate_as_of: '2026-02-27',
  },
];

const meta = {
  title: 'Dashboard/Mosque settings',
  component: MosqueSettingsScreen,
  decorators: [withDashboardPage, ...withFeatureMessages(MosqueSettingsIntlProvider)],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: {
    identity: (
      <MosqueIdentitySection
        state={{ status: 'ready', identity: STORY_CENTRE }}
        onRetry={fn()}
        onSave={fn()}
      />
    ),
    payments: { status: 'ready', data: STRIPE_LIVE },
    onRetryPayments: fn(),
    mail: { status: 'ready', data: SMTP_FAILING },
    onRetryMail: fn(),
    nisab: { status: 'ready', data: NISAB },
    onRetryNisab: fn(),
    onSetNisab: fn(),
    timeZone: 'Europe/Warsaw',
  },
} satisfies Meta<typeof MosqueSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const region = (canvasElement: HTMLElement, globals: Globals, id: Parameters<typeof storyText>[1]) =>
  within(canvasElement).getByRole('region', { name: storyText(globals, id) });

/**
 * Stripe taking real money with its webhooks verified; mail going out through a mail server with some
 * refused, the newest refusal's kind in words with when it was refused, and a link to the failed
 * mails; the nisab of two currencies and the button that opens its settings.
 */
export const Populated: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const identity = within(region(canvasElement, globals, 'mosqueSettings.identity.title'));
    await expect(
      identity.getByRole('textbox', {
        name: new RegExp(`^${storyText(globals, 'mosqueSettings.identity.name.pl')}`),
      }),
    ).toHaveValue(STORY_CENTRE.name.pl);
    const payments = within(region(canvasElement, globals, 'mosqueSettings.payments.title'));
    await expect(
      payments.getByText(storyText(globals, 'mosqueSettings.payments.provider.stripeLive')),
    ).toBeVisible();
    await expect(payments.getByText(storyText(globals, 'mosqueSettings.payments.webhook.yes'))).toBeVisible();
    await expect(payments.getByText(/payment_intent\.succeeded/)).toBeVisible();
    const mail = within(region(canvasElement, globals, 'mosqueSettings.mail.title'));
    await expect(mail.getByText('no-reply@ckm-warszawa.example')).toBeVisible();
    // The refused mail's kind in words and when it was refused, in the mosque's zone (19:40 in Warsaw).
    await expect(canvasElement.querySelector('[data-slot="last-refusal"]')).toHaveTextContent(
      storyText(globals, 'mosqueSettings.mail.lastFailure.value', {
        kind: isolateText(storyText(globals, 'mailKind.receipt')),
        time: timeIn(globals, SMTP_FAILING.last_failure?.refused_at),
        // The server's answer is a bdi of its own, never translated, in place of isolate marks.
        error: SMTP_FAILING.last_failure?.error ?? '',
      }),
    );
    await expect(
      canvasElement.querySelector('[data-slot="last-refusal"] bdi[translate="no"]'),
    ).toHaveTextContent(SMTP_FAILING.last_failure?.error ?? '');
    await expect(
      mail.getByRole('link', { name: storyText(globals, 'mosqueSettings.mail.showFailed') }),
    ).toHaveAttribute('href', FAILED_MAILS_HREF);
    const nisab = within(region(canvasElement, globals, 'mosqueSettings.nisab.title'));
    await expect(nisab.getAllByRole('row')).toHaveLength(3);
    await expect(nisab.getByText(storyText(globals, 'mosqueSettings.nisab.basis.silver'))).toBeVisible();
    await userEvent.click(
      nisab.getByRole('button', { name: storyText(globals, 'mosqueSettings.nisab.set') }),
    );
    await expect(args.onSetNisab).toHaveBeenCalledTimes(1);
  },
};

/**
 * A refusal from before the outbox kept the time of each refusal: dated by its mail's queueing, and
 * said so; a kind this dashboard does not know yet shows as the server names it.
 */
export const UndatedRefusal: Story = {
  args: {
    mail: {
      status: 'ready',
      data: {
        ...SMTP_FAILING,
        last_failure: { ...UNDATED_FAILURE, kind: 'newsletter' },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelector('[data-slot="last-refusal"]')).toHaveTextContent(
      storyText(globals, 'mosqueSettings.mail.lastFailure.undated', {
        kind: 'newsletter',
        time: timeIn(globals, UNDATED_FAILURE.queued_at),
        error: UNDATED_FAILURE.error,
      }),
    );
    // The unknown kind and the server's answer are each isolated and never translated.
    const untranslated = canvasElement.querySelectorAll('[data-slot="last-refusal"] bdi[translate="no"]');
    await expect([...untranslated].map((element) => element.textContent)).toEqual([
      'newsletter',
      UNDATED_FAILURE.error,
    ]);
  },
};

/**
 * Opened from the Donations' link to the nisab (/dashboard/MosqueSettings#nisab): the nisab's section
 * takes focus, so the page shows it and the next Tab reaches Set the nisab.
 */
export const OpenedAtTheNisab: Story = {
  args: { nisabFocused: true },
  play: async ({ canvasElement, globals }) => {
    const nisab = region(canvasElement, globals, 'mosqueSettings.nisab.title');
    await waitFor(() => expect(nisab).toHaveFocus());
    await expect(nisab).toHaveAttribute('id', NISAB_SECTION_ID);
    await userEvent.tab();
    await expect(
      within(nisab).getByRole('button', { name: storyText(globals, 'mosqueSettings.nisab.set') }),
    ).toHaveFocus();
  },
};

/**
 * Nothing set up yet: the built-in test provider, no webhook received, no mail server (mail stays in
 * the outbox and the log), nothing refused and no nisab; the link to set it stays.
 */
export const NotSetUp: Story = {
  args: {
    payments: {
      status: 'ready',
      data: { provider: 'test', mode: 'test', webhook_configured: true, last_webhook: null },
    },
    mail: {
      status: 'ready',
      data: { transport: 'log', from: null, pending: 0, failed: 0, last_failure: null },
    },
    nisab: { status: 'ready', data: [] },
  },
  play: async ({ canvasElement, globals }) => {
    const payments = within(region(canvasElement, globals, 'mosqueSettings.payments.title'));
    await expect(
      payments.getByText(storyText(globals, 'mosqueSettings.payments.provider.test')),
    ).toBeVisible();
    await expect(
      payments.getByText(storyText(globals, 'mosqueSettings.payments.lastWebhook.none')),
    ).toBeVisible();
    const mail = within(region(canvasElement, globals, 'mosqueSettings.mail.title'));
    await expect(mail.getByText(storyText(globals, 'mosqueSettings.mail.transport.log'))).toBeVisible();
    await expect(mail.getByText(storyText(globals, 'mosqueSettings.mail.lastFailure.none'))).toBeVisible();
    await expect(mail.queryByRole('link')).toBeNull();
    const nisab = within(region(canvasElement, globals, 'mosqueSettings.nisab.title'));
    await expect(nisab.getByText(storyText(globals, 'mosqueSettings.nisab.empty'))).toBeVisible();
    await expect(nisab.queryByRole('table')).toBeNull();
  },
};

/** Stripe's test keys and no webhook secret: said as a warning, since no payment would be confirmed. */
export const WebhookNotConfigured: Story = {
  args: {
    payments: {
      status: 'ready',
      data: { provider: 'stripe', mode: 'test', webhook_configured: false, last_webhook: null },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const payments = within(region(canvasElement, globals, 'mosqueSettings.payments.title'));
    await expect(
      payments.getByText(storyText(globals, 'mosqueSettings.payments.provider.stripeTest')),
    ).toBeVisible();
    await expect(payments.getByText(storyText(globals, 'mosqueSettings.payments.webhook.no'))).toBeVisible();
  },
};

/** Each section loading on its own. */
export const Loading: Story = {
  args: {
    identity: <MosqueIdentitySection state={{ status: 'loading' }} onRetry={fn()} onSave={fn()} />,
    payments: { status: 'loading' },
    mail: { status: 'loading' },
    nisab: { status: 'loading' },
  },
  play: async ({ canvasElement, globals }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual([
      storyText(globals, 'mosqueSettings.identity.loading'),
      storyText(globals, 'mosqueSettings.payments.loading'),
      storyText(globals, 'mosqueSettings.mail.loading'),
      storyText(globals, 'mosqueSettings.nisab.loading'),
    ]);
  },
};

/** A section that cannot be loaded says so and asks again on its own; the others stay. */
export const FetchError: Story = {
  args: {
    payments: { status: 'error', message: { id: 'mosqueSettings.payments.loadFailed' } },
    mail: { status: 'error', message: { id: 'mosqueSettings.mail.loadFailed' } },
    nisab: { status: 'error', message: { id: 'mosqueSettings.nisab.loadFailed' } },
  },
  play: async ({ args, canvasElement, globals }) => {
    const mail = within(region(canvasElement, globals, 'mosqueSettings.mail.title'));
    await expect(mail.getByRole('alert')).toHaveTextContent(
      storyText(globals, 'mosqueSettings.mail.loadFailed'),
    );
    await userEvent.click(mail.getByRole('button', { name: storyText(globals, 'app.retry') }));
    await expect(args.onRetryMail).toHaveBeenCalledTimes(1);
    await expect(args.onRetryPayments).not.toHaveBeenCalled();
    // The three failed sections say so; the identity form's own message area stays empty.
    const said = within(canvasElement)
      .getAllByRole('alert')
      .filter((alert) => alert.textContent?.trim());
    await expect(said).toHaveLength(3);
  },
};
