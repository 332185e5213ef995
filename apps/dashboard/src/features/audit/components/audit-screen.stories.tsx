import type { AuditEntry } from '@minbar/api/schemas/audit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { featureStoryText, withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { AUDIT_MESSAGES, AuditIntlProvider } from '../audit-intl';
import { AuditScreen, NO_FILTERS } from './audit-screen';

const storyText = featureStoryText(AUDIT_MESSAGES);

const at = (hour: number, minute: number) => new Date(Date.UTC(2026, 10, 26, hour, minute)).toISOString();
const AMINA = { id: 1, username: 'amina' };
const YUSUF = { id: 2, username: 'imam.yusuf' };

const ENTRIES: AuditEntry[] = [
  {
    id: 57,
    at: at(11, 5),
    actor: AMINA,
    action: 'update',
    area: 'prayer',
    entity: 'prayer_settings',
    entity_id: '12',
    changes: { iqama_minutes: [10, 15], updated_at: ['2026-11-01T08:00:00Z', '2026-11-26T11:05:00Z'] },
  },
  {
    id: 56,
    at: at(10, 40),
    actor: YUSUF,
    action: 'create',
    area: 'fatwa',
    entity: 'fatwa_responses',
    entity_id: '31',
    changes: { response_pl: [null, 'Tak, zakat należy się od oszczędności.'] },
  },
  {
    id: 55,
    at: at(10, 2),
    actor: AMINA,
    action: 'delete',
    area: 'events',
    entity: 'events',
    entity_id: '9',
    changes: { title_en: ['Family evening', null] },
  },
  {
    id: 54,
    at: at(9, 30),
    actor: AMINA,
    action: 'update',
    area: 'accounts',
    entity: 'users',
    entity_id: '7',
    changes: { password_hash: ['hidden', 'hidden'] },
  },
  {
    id: 53,
    at: at(9, 0),
    actor: AMINA,
    action: 'mail.resend',
    area: 'mail',
    entity: 'outbox_emails',
    entity_id: '41',
    changes: {},
  },
];

const meta = {
  title: 'Dashboard/Audit trail',
  component: AuditScreen,
  decorators: [withDashboardPage, ...withFeatureMessages(AuditIntlProvider)],
  parameters: { layout: 'fullscreen' },
  args: {
    entries: ENTRIES,
    page: 1,
    totalPages: 4,
    total: 37,
    onPageChange: fn(),
    onRetry: fn(),
    filters: NO_FILTERS,
    onFiltersChange: fn(),
  },
} satisfies Meta<typeof AuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { entries: [], loading: true, totalPages: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

/**
 * Who, when and what, each changed field before and after; a secret shows as hidden, a created row's
 * "before" and a removed row's "after" as empty. A person's name keeps only their changes.
 */
export const Entries: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(ENTRIES.length + 1);
    await expect(canvasElement.textContent).toContain(storyText(globals, 'audit.entity.prayer_settings'));
    await expect(canvasElement.textContent).toContain(
      storyText(globals, 'audit.change', {
        field: '\u2068iqama_minutes\u2069',
        before: '\u206810\u2069',
        after: '\u206815\u2069',
      }),
    );
    await expect(canvasElement.textContent).toContain(storyText(globals, 'audit.value.hidden'));
    await expect(canvasElement.textContent).toContain(storyText(globals, 'audit.action.mail.resend'));
    await expect(canvasElement.textContent).toContain(storyText(globals, 'audit.noFields'));
    await userEvent.click(
      canvas.getByRole('button', {
        name: storyText(globals, 'audit.onlyBy', { name: '\u2068imam.yusuf\u2069' }),
      }),
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...NO_FILTERS, actor: YUSUF });
    // Days are asked for: the two date fields come, in place of the button.
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, 'audit.filter.chooseDays') }),
    );
    await expect(
      await canvas.findByRole('group', { name: storyText(globals, 'audit.filter.from') }, { timeout: 5_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: storyText(globals, 'audit.filter.to') })).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: storyText(globals, 'audit.pagination') });
    await userEvent.click(within(pages).getByRole('button', { name: /2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** One person's changes in one area over a span of days; each filter is said, and can be cleared. */
export const Filtered: Story = {
  args: {
    entries: ENTRIES.filter((entry) => entry.actor.id === AMINA.id && entry.area === 'events'),
    totalPages: 1,
    total: 1,
    filters: { area: 'events', from: '2026-11-01', to: '2026-11-30', actor: AMINA },
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(storyText(globals, 'audit.filter.actor', { name: '\u2068amina\u2069' })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: storyText(globals, 'audit.filter.area') }),
    ).toHaveTextContent(storyText(globals, 'audit.area.events'));
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, 'audit.filter.clearActor') }),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      area: 'events',
      from: '2026-11-01',
      to: '2026-11-30',
      actor: null,
    });
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'audit.filter.clear') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(NO_FILTERS);
  },
};

/** The span's end comes before its start: said on the field, and no list is shown for it. */
export const RangeOutOfOrder: Story = {
  args: {
    entries: [],
    totalPages: 0,
    total: 0,
    filters: { ...NO_FILTERS, from: '2026-11-30', to: '2026-11-01' },
    rangeOutOfOrder: true,
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(storyText(globals, 'audit.filter.rangeOrder')),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [], totalPages: 0, total: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyText(globals, 'audit.empty'))).toBeVisible();
  },
};

export const EmptyFiltered: Story = {
  args: { entries: [], totalPages: 0, total: 0, filters: { ...NO_FILTERS, area: 'certificates' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyText(globals, 'audit.emptyFiltered'))).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { entries: [], totalPages: 0, total: 0, error: { id: 'audit.error.fetch' } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText(globals, 'audit.error.fetch'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'app.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long name, long text cut by the server, and an entity and action this dashboard does not know yet. */
export const LongText: Story = {
  args: {
    entries: [
      {
        id: 90,
        at: at(12, 0),
        actor: { id: 3, username: 'maximilian.alexander.wojcik-kowalski.administrator.of.the.centre' },
        action: 'archive',
        area: 'donations',
        entity: 'campaign_archives',
        entity_id: '123456789',
        changes: {
          description_pl: [
            'Zbiórka na remont dachu meczetu i sali modlitw, prowadzona od wiosny do końca roku, z podziękowaniem dla wszystkich darczyńców…',
            'https://minbar.example.org/campaigns/roof-and-prayer-hall-renovation-2026-with-a-very-long-address',
          ],
          goal: [
            { amount: 50000, currency: 'PLN' },
            { amount: 75000, currency: 'PLN' },
          ],
        },
      },
    ],
    totalPages: 1,
    total: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('campaign_archives');
    await expect(canvasElement.textContent).toContain('archive');
    // Nothing scrolls sideways: the page is as wide as its frame.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth + 1,
    );
  },
};
