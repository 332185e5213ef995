import type { RefundDue } from '@minbar/api/schemas/events';
import { inStoryLanguage } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  LONG_CITY,
  LONG_EMAIL,
  LONG_NAME,
  LONG_NAME_IN,
  registrationsText,
  STORY_EVENT,
  storyFamily,
  storyPage,
  storyPersonal,
} from '../../../test/event-registrations-story-support';
import { overriding } from '../../../test/story-content';
import { withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { formatPrice } from '../format';
import { RegistrationsIntlProvider } from '../registrations-intl';
import { RegistrationsScreen } from './registrations-screen';

const EVENT_NAME_EN = STORY_EVENT.event_name;

const meta = {
  title: 'Dashboard/Events/Registrations',
  component: RegistrationsScreen,
  decorators: [
    // The event's name, passed along as the title, in the story's language (read when it renders).
    (Story, context) =>
      context.args.title === EVENT_NAME_EN
        ? Story({ args: { ...context.args, title: STORY_EVENT.event_name } })
        : Story(),
    withDashboardPage,
    ...withFeatureMessages(RegistrationsIntlProvider),
  ],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: {
    title: STORY_EVENT.event_name,
    answer: storyPage(1),
    loading: false,
    error: null,
    onRetry: fn(),
    tab: 'personal',
    onTabChange: fn(),
    page: 1,
    onPageChange: fn(),
    exporting: null,
    exportError: null,
    onExport: fn(),
  },
} satisfies Meta<typeof RegistrationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const tabName = (globals: Globals, kind: 'personal' | 'family', count: number) =>
  registrationsText(globals, 'registrations.tab.count', {
    label: registrationsText(globals, `registrations.tab.${kind}`),
    count,
  });

/** The title when none was passed along and no answer has named the event: in the story's language. */
const defaultTitle = (globals: Globals) => registrationsText(globals, 'registrations.title.default');

/** A 390 px phone (an iPhone 12 to 15). */
const PHONE = {
  viewport: {
    options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
  },
} as const;

/** Personal bookings open: each tab shows its count, each booking its words (Yes/No, Paid/Pending). */
export const PersonalTab: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: STORY_EVENT.event_name })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: tabName(globals, 'personal', 24) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = canvas.getByRole('table', {
      name: registrationsText(globals, 'registrations.caption.personal', { count: 24 }),
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    // Five paid, each saying how: in cash or by transfer.
    await expect(
      within(table).queryAllByText(registrationsText(globals, 'registrations.payment.paidCash')).length +
        within(table).queryAllByText(registrationsText(globals, 'registrations.payment.paidTransfer')).length,
    ).toBe(5);
    await expect(
      within(table).getAllByText(registrationsText(globals, 'registrations.yes')).length,
    ).toBeGreaterThan(0);
    await expect(
      canvas.getByRole('link', { name: registrationsText(globals, 'registrations.back') }),
    ).toHaveAttribute('href', '/dashboard/Events');
    await userEvent.click(canvas.getByRole('tab', { name: tabName(globals, 'family', 16) }));
    await expect(args.onTabChange).toHaveBeenCalledWith('family');
    await userEvent.click(
      canvas.getByRole('button', { name: registrationsText(globals, 'registrations.export.personal') }),
    );
    await expect(args.onExport).toHaveBeenCalledWith('personal');
  },
};

/** Family bookings open: headcounts per family, transport, city, payment and price. */
export const FamilyTab: Story = {
  args: { tab: 'family' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: tabName(globals, 'family', 16) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = canvas.getByRole('table', {
      name: registrationsText(globals, 'registrations.caption.family', { count: 16 }),
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getAllByText('Kraków').length).toBeGreaterThan(0);
    await userEvent.click(
      canvas.getByRole('button', { name: registrationsText(globals, 'registrations.export.family') }),
    );
    await expect(args.onExport).toHaveBeenCalledWith('family');
  },
};

/** The day's summary over all 40 bookings: headcounts, seats per city, payments and income. */
export const Summary: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', {
      name: registrationsText(globals, 'registrations.summary.title'),
    });
    const text = (id: Parameters<typeof registrationsText>[1], count: number) =>
      registrationsText(globals, id, { count });
    await expect(within(summary).getByText(text('registrations.summary.peopleTotal', 56))).toBeVisible();
    await expect(within(summary).getByText(text('registrations.summary.adults', 31))).toBeVisible();
    await expect(within(summary).getByText(text('registrations.summary.childrenAbove3', 14))).toBeVisible();
    await expect(within(summary).getByText(text('registrations.summary.childrenBelow3', 5))).toBeVisible();
    await expect(within(summary).getByText(text('registrations.summary.students', 6))).toBeVisible();
    await expect(within(summary).getByText(text('registrations.summary.seatsTotal', 16))).toBeVisible();
    await expect(within(summary).getByText('Warszawa')).toBeVisible();
    await expect(within(summary).getByText(text('registrations.summary.paid', 17))).toBeVisible();
    await expect(within(summary).getByText(text('registrations.summary.pending', 23))).toBeVisible();
  },
};

/** A server that sends no summary: the page shows the bookings without it. */
export const WithoutSummary: Story = {
  args: { answer: storyPage(1, { summary: undefined }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('region', { name: registrationsText(globals, 'registrations.summary.title') }),
    ).toBeNull();
    await expect(canvas.getByRole('tab', { name: tabName(globals, 'personal', 24) })).toBeVisible();
  },
};

/** No bookings yet: each tab says so, there is nothing to export, and nobody needs transport. */
export const Empty: Story = {
  args: {
    answer: storyPage(
      1,
      {
        summary: {
          people: { adults: 0, children_above_3: 0, children_below_3: 0, students: 0 },
          transport_by_city: [],
          payment: { paid: 0, pending: 0 },
          income: { expected: 0, paid: 0 },
        },
      },
      { personal: 0, family: 0 },
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(registrationsText(globals, 'registrations.empty.personal'))).toBeVisible();
    await expect(
      canvas.getByText(registrationsText(globals, 'registrations.summary.noTransport')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: registrationsText(globals, 'registrations.export.personal') }),
    ).toBeDisabled();
    await expect(
      canvas.queryByRole('navigation', {
        name: registrationsText(globals, 'registrations.pagination.personal'),
      }),
    ).toBeNull();
  },
};

/** The family tab with no bookings while personal ones exist. */
export const EmptyFamilyTab: Story = {
  args: { tab: 'family', answer: storyPage(1, {}, { personal: 4, family: 0 }) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(registrationsText(globals, 'registrations.empty.family')),
    ).toBeVisible();
  },
};

/** Page 2 of 6 of the personal bookings: first, last and two either side, with an ellipsis. */
export const Paging: Story = {
  args: { page: 2, answer: storyPage(2, {}, { personal: 57, family: 16 }) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', {
      name: registrationsText(globals, 'registrations.pagination.personal'),
    });
    const current = within(pages).getByRole('button', { current: 'page' });
    await expect(current).toHaveTextContent('2');
    const numbers = [...pages.querySelectorAll('[data-slot="pagination-page"]')].map(
      (button) => button.textContent,
    );
    await expect(numbers).toEqual(['1', '2', '3', '4', '6']);
    await expect(pages.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(1);
    await expect(within(canvas.getByRole('table')).getByText(storyPersonal(11).email)).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: /6/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

/** The load failed: the page's message in the user's language, with Retry. */
export const LoadError: Story = {
  args: { answer: undefined, error: { id: 'registrations.error.load' } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      registrationsText(globals, 'registrations.error.load'),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: STORY_EVENT.event_name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: registrationsText(globals, 'app.retry') }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
  },
};

/** The event was deleted (or the address names none): the page says so, with no Retry to offer. */
export const EventGone: Story = {
  render: (args, { globals }) => <RegistrationsScreen {...args} title={defaultTitle(globals)} />,
  args: {
    answer: undefined,
    error: { id: 'registrations.error.notFound' },
    onRetry: undefined,
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      registrationsText(globals, 'registrations.error.notFound'),
    );
    await expect(canvas.queryByRole('button', { name: registrationsText(globals, 'app.retry') })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: registrationsText(globals, 'registrations.back') }),
    ).toBeVisible();
  },
};

/** The first load: the table's skeleton, no counts yet, the default title when none was passed. */
export const Loading: Story = {
  render: (args, { globals }) => <RegistrationsScreen {...args} title={defaultTitle(globals)} />,
  args: {
    answer: undefined,
    loading: true,
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: defaultTitle(globals) })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
    await expect(
      canvas.getByRole('tab', { name: registrationsText(globals, 'registrations.tab.personal') }),
    ).toBeVisible();
  },
};

/** The CSV of the personal tab is being built: its button is busy and says so. */
export const Exporting: Story = {
  args: { exporting: 'personal' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      registrationsText(globals, 'registrations.export.busy'),
    );
    await expect(
      canvas.getByRole('button', { name: registrationsText(globals, 'registrations.export.personal') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The export failed: the tab says so in the user's language; the bookings stay on screen. */
export const ExportFailed: Story = {
  args: { exportError: { kind: 'personal', message: { id: 'registrations.export.failed' } } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      registrationsText(globals, 'registrations.export.failed'),
    );
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** Long names, emails, cities and title on a 390 px phone: they wrap, and nothing scrolls sideways. */
export const LongText: Story = {
  parameters: PHONE,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: {
    title: `${LONG_NAME} — ${EVENT_NAME_EN}`,
    answer: storyPage(1, {
      personal_registrations: [
        storyPersonal(1, { name: LONG_NAME, email: LONG_EMAIL, transportation: true, city: LONG_CITY }),
        storyPersonal(2, { price: 9999.9 }),
      ],
      family_registrations: [storyFamily(1, { parent_name: LONG_NAME, email: LONG_EMAIL, city: LONG_CITY })],
      summary: {
        people: { adults: 1200, children_above_3: 340, children_below_3: 102, students: 211 },
        transport_by_city: [
          { city: LONG_CITY, seats: 123 },
          { city: 'Warszawa', seats: 2 },
        ],
        payment: { paid: 1001, pending: 852 },
        income: { expected: 1_234_567.8, paid: 987_654.3 },
      },
    }),
  },
  decorators: [
    (Story, context) =>
      Story({
        args: { ...context.args, title: `${inStoryLanguage(LONG_NAME_IN)} — ${STORY_EVENT.event_name}` },
      }),
  ],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LONG_NAME)).toBeVisible();
    await expect(canvas.getByText(LONG_EMAIL)).toBeVisible();
    // The bookings are cards: the table needs no sideways scroll, and neither does the page.
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).not.toHaveAttribute('data-scrolls');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** An admin's view: an unpaid booking offers Mark paid, a paid one Refund, and a paid one says how it was paid. */
export const PaymentActions: Story = {
  args: { onPaymentAction: fn(), canRefund: true },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const markPaid = canvas.getAllByRole('button', {
      name: new RegExp(`^${registrationsText(globals, 'registrations.markPaid.open')}: `),
    });
    const refunds = canvas.getAllByRole('button', {
      name: new RegExp(`^${registrationsText(globals, 'registrations.refund.open')}: `),
    });
    await expect(markPaid.length).toBeGreaterThan(0);
    await expect(refunds.length).toBeGreaterThan(0);
    // Each button is named with its own booking: booking 1 is unpaid, booking 2 paid.
    const named = (id: number) => ({ id: String(id), name: `\u2068${storyPersonal(id).name}\u2069` });
    await expect(markPaid[0]).toHaveAccessibleName(
      registrationsText(globals, 'registrations.markPaid.openFor', named(1)),
    );
    await expect(refunds[0]).toHaveAccessibleName(
      registrationsText(globals, 'registrations.refund.openFor', named(2)),
    );
    await expect(new Set(markPaid.map((button) => button.getAttribute('aria-label'))).size).toBe(
      markPaid.length,
    );
    await expect(
      canvas.getAllByText(registrationsText(globals, 'registrations.payment.paidCash')).length,
    ).toBeGreaterThan(0);
    await userEvent.click(markPaid[0] as HTMLElement);
    await expect(args.onPaymentAction).toHaveBeenCalledWith(
      expect.objectContaining({ payment_status: 'pending' }),
      'mark-paid',
    );
  },
};

/** An imam's view: money is marked paid, never given back. */
export const PaymentActionsWithoutRefund: Story = {
  args: { onPaymentAction: fn(), canRefund: false },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryAllByRole('button', {
        name: new RegExp(`^${registrationsText(globals, 'registrations.refund.open')}: `),
      }),
    ).toHaveLength(0);
  },
};

/**
 * A booking the provider was paid for twice (a second tab, a card that went through after cash at
 * the door): the second payment is named under the status, given back or being given back.
 */
export const ExtraPaymentGivenBack: Story = {
  args: {
    answer: storyPage(1, {
      personal_registrations: [
        storyPersonal(2, { paid_via: 'online', extra_payments: [{ id: 1, amount: 50, refunded: true }] }),
        storyPersonal(4, { extra_payments: [{ id: 2, amount: 70, refunded: false }] }),
        storyPersonal(5),
      ],
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    // As the page reads it: the amount's no-break space is a space to the text matcher.
    const said = (
      id: 'registrations.payment.extraRefunded' | 'registrations.payment.extraRefunding',
      amount: number,
    ) => registrationsText(globals, id, { amount: formatPrice(locale, amount) }).replace(/\s+/g, ' ');
    await expect(await canvas.findByText(said('registrations.payment.extraRefunded', 50))).toBeVisible();
    await expect(canvas.getByText(said('registrations.payment.extraRefunding', 70))).toBeVisible();
  },
};

/** A cancelled event's paid bookings, from its whole list: who, how much, how it goes back. */
const STORY_REFUNDS_DUE: RefundDue[] = [
  {
    id: 2,
    type: 'personal',
    name: 'Jan Nowak',
    email: 'guest2@example.org',
    phone: '+48 600 100 102',
    price: 50,
    paid_via: 'online',
    paid_at: '2026-11-22T10:00:00Z',
  },
  {
    id: 4,
    type: 'personal',
    name: 'عبد الله الأحمد',
    email: 'guest4@example.org',
    phone: '+48 600 100 104',
    price: 70,
    paid_via: 'cash',
    paid_at: '2026-11-22T10:00:00Z',
  },
  {
    id: 3,
    type: 'family',
    name: LONG_NAME,
    email: LONG_EMAIL,
    phone: '+48 501 200 303',
    price: 167.5,
    paid_via: 'transfer',
    paid_at: '2026-11-22T10:00:00Z',
  },
];

const CANCELLED_EVENT = overriding(STORY_EVENT, { status: 'canceled' as const });

/** An administrator on a cancelled event: the refunds to make, each with how it was paid, and Refund. */
export const CancelledWithRefundsToMake: Story = {
  args: {
    answer: storyPage(1, { event: CANCELLED_EVENT, refunds_due: STORY_REFUNDS_DUE }),
    onPaymentAction: fn(),
    onRefundDue: fn(),
    canRefund: true,
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', {
      name: registrationsText(globals, 'registrations.refunds.title'),
    });
    await expect(section).toHaveTextContent(
      registrationsText(globals, 'registrations.refunds.intro', { count: 3 }),
    );
    const list = within(section).getByRole('list', {
      name: registrationsText(globals, 'registrations.refunds.list'),
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent(registrationsText(globals, 'registrations.refunds.how.online'));
    await expect(list).toHaveTextContent(registrationsText(globals, 'registrations.refunds.how.cash'));
    await expect(list).toHaveTextContent(registrationsText(globals, 'registrations.refunds.how.transfer'));
    // The text is read with its spaces collapsed, the no-break space of an amount too.
    await expect(list).toHaveTextContent(formatPrice(storyLocale(globals), 167.5).replace(/\s+/g, ' '));
    await userEvent.click(
      within(list).getByRole('button', {
        name: registrationsText(globals, 'registrations.refund.openFor', {
          id: '2',
          name: '\u2068Jan Nowak\u2069',
        }),
      }),
    );
    await expect(args.onRefundDue).toHaveBeenCalledWith(expect.objectContaining({ id: 2, price: 50 }));
  },
};

/** An imam on a cancelled event: the same list, without Refund, saying an administrator gives it back. */
export const CancelledRefundsForImam: Story = {
  args: {
    answer: storyPage(1, { event: CANCELLED_EVENT, refunds_due: STORY_REFUNDS_DUE }),
    onPaymentAction: fn(),
    canRefund: false,
  },
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement).getByRole('region', {
      name: registrationsText(globals, 'registrations.refunds.title'),
    });
    await expect(section).toHaveTextContent(registrationsText(globals, 'registrations.refunds.adminOnly'));
    await expect(within(section).queryAllByRole('button')).toHaveLength(0);
  },
};

/** A cancelled event whose paid bookings were all given their money back: nothing is left to do. */
export const CancelledAllRefunded: Story = {
  args: { answer: storyPage(1, { event: CANCELLED_EVENT, refunds_due: [] }), canRefund: true },
  play: async ({ canvasElement, globals }) => {
    const section = within(canvasElement).getByRole('region', {
      name: registrationsText(globals, 'registrations.refunds.title'),
    });
    await expect(section).toHaveTextContent(registrationsText(globals, 'registrations.refunds.none'));
    await expect(within(section).queryByRole('list')).toBeNull();
  },
};
