import type { AuditEntry } from '@minbar/api/schemas/audit';
import { byLanguage } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Locale } from '@minbar/ui/provider/ui-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { featureStoryText, withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { AUDIT_MESSAGES, AuditIntlProvider } from '../audit-intl';
import { AuditScreen, NO_FILTERS } from './audit-screen';

const storyText = featureStoryText(AUDIT_MESSAGES);

const at = (hour: number, minute: number) => new Date(Date.UTC(2026, 10, 26, hour, minute)).toISOString();
/**
 * The people of the trail as the story's language writes their sign-in names, and a refund's reason
 * as the administrator typed it.
 */
const NAMES: Record<Locale, Record<'amina' | 'yusuf' | 'bilal' | 'maryam' | 'khadija' | 'reason', string>> = {
  en: {
    amina: 'amina',
    yusuf: 'imam.yusuf',
    bilal: 'bilal',
    maryam: 'maryam',
    khadija: 'khadija',
    reason: 'duplicate',
  },
  ar: {
    amina: 'أمينة',
    yusuf: 'الإمام يوسف',
    bilal: 'بلال',
    maryam: 'مريم',
    khadija: 'خديجة',
    reason: 'تبرع مكرر عن طريق الخطأ',
  },
  pl: {
    amina: 'amina.kowalska',
    yusuf: 'imam.jusuf',
    bilal: 'bilal.lewandowski',
    maryam: 'marjam.zielińska',
    khadija: 'chadidża.kamińska',
    reason: 'Podwójna wpłata przez pomyłkę',
  },
};

/** The trail's entries in `locale`: who did what, named as that language writes the names. */
function fixturesIn(locale: Locale) {
  const n = NAMES[locale];
  const AMINA = { id: 1, username: n.amina, name: n.amina };
  const YUSUF = { id: 2, username: n.yusuf, name: n.yusuf };
  const ACTORS = [
    { id: 1, name: n.amina },
    { id: 2, name: n.yusuf },
    { id: 5, name: n.bilal },
  ];

  /** A refund: the gift twice (the provider's answer, then who and why) and its campaign once. */
  const REFUND: AuditEntry = {
    id: 'action-refund',
    at: at(12, 53),
    actor: AMINA,
    action: 'refund',
    area: 'donations',
    entity: 'donations',
    entity_id: '1042',
    rows: [
      {
        action: 'refund',
        area: 'donations',
        entity: 'donations',
        entity_id: '1042',
        changes: { refunded_amount: [0, 30], status: ['succeeded', 'refunded'] },
      },
      {
        action: 'refund',
        area: 'donations',
        entity: 'donation_categories',
        entity_id: '3',
        changes: { current_amount: [530, 500] },
      },
      {
        action: 'refund',
        area: 'donations',
        entity: 'donations',
        entity_id: '1042',
        changes: {
          refund_reason: [null, n.reason],
          refunded_by: [null, 1],
          refunded_at: [null, '2026-11-26T12:53:28.231+00:00'],
        },
      },
    ],
    people: { '1': n.amina },
  };

  const ENTRIES: AuditEntry[] = [
    REFUND,
    {
      id: 'action-iqama',
      at: at(11, 5),
      actor: YUSUF,
      action: 'update',
      area: 'prayer',
      entity: 'prayer_settings',
      entity_id: '12',
      rows: [
        {
          action: 'update',
          area: 'prayer',
          entity: 'prayer_settings',
          entity_id: '12',
          changes: { isha_minutes: [10, 15], updated_at: ['2026-11-01T08:00:00Z', '2026-11-26T11:05:00Z'] },
        },
      ],
      people: {},
    },
    {
      id: 'action-role',
      at: at(10, 2),
      actor: AMINA,
      action: 'delete',
      area: 'accounts',
      entity: 'user_roles',
      entity_id: '9',
      rows: [
        {
          action: 'delete',
          area: 'accounts',
          entity: 'user_roles',
          entity_id: '9',
          changes: { role: ['parent', null] },
        },
        {
          action: 'create',
          area: 'accounts',
          entity: 'user_roles',
          entity_id: '9',
          changes: { role: [null, 'teacher'] },
        },
      ],
      people: { '9': n.maryam },
    },
    {
      id: 'action-password',
      at: at(9, 30),
      actor: { id: 5, username: n.bilal, name: null },
      action: 'update',
      area: 'accounts',
      entity: 'users',
      entity_id: '7',
      rows: [
        {
          action: 'update',
          area: 'accounts',
          entity: 'users',
          entity_id: '7',
          changes: { password_hash: ['hidden', 'hidden'] },
        },
      ],
      people: { '7': n.khadija },
    },
    {
      id: 'action-resend',
      at: at(9, 0),
      actor: AMINA,
      action: 'mail.resend',
      area: 'mail',
      entity: 'outbox_emails',
      entity_id: '41',
      rows: [{ action: 'mail.resend', area: 'mail', entity: 'outbox_emails', entity_id: '41', changes: {} }],
      people: {},
    },
  ];

  return { AMINA, YUSUF, ACTORS, REFUND, ENTRIES };
}

const FIXTURES = { en: fixturesIn('en'), ar: fixturesIn('ar'), pl: fixturesIn('pl') };
const NAMES_IN = (globals: Record<string, unknown>) => NAMES[storyLocale(globals)];
const each = <T,>(pick: (f: ReturnType<typeof fixturesIn>) => T) =>
  byLanguage({ en: pick(FIXTURES.en), ar: pick(FIXTURES.ar), pl: pick(FIXTURES.pl) });

const meta = {
  title: 'Dashboard/Audit trail',
  component: AuditScreen,
  decorators: [withDashboardPage, ...withFeatureMessages(AuditIntlProvider)],
  parameters: { layout: 'fullscreen' },
  args: {
    entries: each((f) => f.ENTRIES),
    page: 1,
    totalPages: 4,
    total: 37,
    onPageChange: fn(),
    onRetry: fn(),
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    actors: each((f) => f.ACTORS),
    timeZone: 'Europe/Warsaw',
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
 * One sentence per action in the reader's language: a refund with its amount and reason, a role
 * change with both roles, a removed account's name; details closed. A person and days are chosen.
 */
export const Entries: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(FIXTURES.en.ENTRIES.length + 1);
    const text = canvasElement.textContent ?? '';
    await expect(text).toContain('1042');
    const n = NAMES_IN(globals);
    await expect(text).toContain(n.reason);
    await expect(text).toContain(storyText(globals, 'audit.value.role.teacher'));
    await expect(text).toContain(
      storyText(globals, 'audit.person.removed', { name: `\u2068${n.bilal}\u2069` }),
    );
    await expect(text).toContain(storyText(globals, 'audit.field.isha_minutes'));
    // The details are closed: the fields' before and after are not shown until asked for.
    await expect(
      canvas.queryByText(storyText(globals, 'audit.field.refund_reason'), { exact: false }),
    ).not.toBeVisible();
    await expect(canvas.getAllByText(storyText(globals, 'audit.details', { count: 6 }))).toHaveLength(1);

    await userEvent.click(canvas.getByRole('combobox', { name: storyText(globals, 'audit.filter.person') }));
    await userEvent.click(await within(document.body).findByRole('option', { name: n.yusuf }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_FILTERS,
      actor: { id: 2, username: n.yusuf },
    });
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

/**
 * A refund's details opened: every row it wrote, each field by its label, the money in złoty, the
 * time in the mosque's zone, who refunded by name, the status in words; a secret stays hidden.
 */
export const DetailsOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(storyText(globals, 'audit.details', { count: 6 })));
    const refund = canvas.getAllByRole('row')[1];
    if (!refund) throw new Error('no refund row');
    const details = within(refund);
    await expect(
      details.getByText(storyText(globals, 'audit.field.refund_reason'), { exact: false }),
    ).toBeVisible();
    await expect(refund.textContent).toContain(storyText(globals, 'audit.value.status.refunded'));
    await expect(refund.textContent).toContain(storyText(globals, 'audit.field.current_amount'));
    await expect(refund.textContent).toContain(storyText(globals, 'audit.entity.donation_categories'));
    await expect(refund.textContent).not.toContain('refunded_by');
  },
};

/** One person's actions in one area over a span of days; each filter is shown, and can be cleared. */
export const Filtered: Story = {
  args: {
    entries: each((f) => [f.REFUND]),
    totalPages: 1,
    total: 1,
    filters: each((f) => ({
      area: 'donations',
      from: '2026-11-01',
      to: '2026-11-30',
      actor: { id: 1, username: f.AMINA.username },
    })),
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('combobox', { name: storyText(globals, 'audit.filter.person') }),
    ).toHaveTextContent(NAMES_IN(globals).amina);
    await expect(
      canvas.getByRole('combobox', { name: storyText(globals, 'audit.filter.area') }),
    ).toHaveTextContent(storyText(globals, 'audit.area.donations'));
    await userEvent.click(canvas.getByRole('combobox', { name: storyText(globals, 'audit.filter.person') }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: storyText(globals, 'audit.filter.everyone') }),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      area: 'donations',
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

/** The long story's name and text in each language: a sign-in name of many parts, a campaign's description. */
const LONG: Record<Locale, { name: string; field: string; description: string }> = {
  en: {
    name: 'maximilian.alexander.wojcik-kowalski.administrator.of.the.centre',
    field: 'description_en',
    description:
      'A collection to repair the roof of the mosque and the prayer hall, running from spring to the end of the year, with thanks to every donor…',
  },
  ar: {
    name: 'عبد الرحمن بن عبد العزيز الشامي مدير المركز الإسلامي في وارسو',
    field: 'description_ar',
    description:
      'حملة لترميم سقف المسجد وقاعة الصلاة، من الربيع حتى نهاية العام، مع الشكر لجميع المتبرعين على ul. Wiertnicza 103…',
  },
  pl: {
    name: 'konstanty.przybyszewski-brzęczyszczykiewicz.administrator.centrum',
    field: 'description_pl',
    description:
      'Zbiórka na remont dachu meczetu i sali modlitw, prowadzona od wiosny do końca roku, z podziękowaniem dla wszystkich darczyńców…',
  },
};

function longEntry(locale: Locale): AuditEntry {
  const { name, field, description } = LONG[locale];
  return {
    id: 'action-long',
    at: at(12, 0),
    actor: { id: 3, username: name, name },
    // An action and an entity this dashboard does not know yet, named as the server names them.
    action: 'campaign.archive',
    area: 'donations',
    entity: 'campaign_archives',
    entity_id: '123456789',
    rows: [
      {
        action: 'campaign.archive',
        area: 'donations',
        entity: 'campaign_archives',
        entity_id: '123456789',
        changes: {
          [field]: [
            description,
            'https://minbar.example.org/campaigns/roof-and-prayer-hall-renovation-2026-with-a-very-long-address',
          ],
          // A value that is not text: the suggested amounts, a list of numbers.
          suggested_amounts: [
            [50, 100, 200],
            [50, 100, 250, 500],
          ],
        },
      },
    ],
    people: {},
  };
}

/**
 * A long name, long text cut by the server, a value that is not text, and an action and entity this
 * dashboard does not know yet (shown as the server names them); its details opened.
 */
export const LongText: Story = {
  args: {
    entries: byLanguage({ en: [longEntry('en')], ar: [longEntry('ar')], pl: [longEntry('pl')] }),
    totalPages: 1,
    total: 1,
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(storyText(globals, 'audit.details', { count: 2 })));
    await expect(canvasElement.textContent).toContain('campaign_archives');
    await expect(canvasElement.textContent).toContain('campaign.archive');
    await expect(canvasElement.textContent).toContain(
      storyText(globals, `audit.language.${storyLocale(globals)}`),
    );
    await expect(canvasElement.textContent).toContain('roof-and-prayer-hall');
    // Nothing scrolls sideways: the page is as wide as its frame.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth + 1,
    );
  },
};
