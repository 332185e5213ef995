import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Ltr } from '../ltr/ltr';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { storyUiMessage } from '../provider/story-locale';
import { DataTable, type DataTableColumn } from './data-table';

interface Account {
  id: number;
  username: string;
  email: string;
  roles: string[];
}

/** The stories' words and people in each language: the names a Polish mosque's desk sees. */
const TEXT = {
  en: {
    accounts: [
      { id: 1, username: 'Abdullah Kowalski', email: 'abdullah@example.org', roles: ['admin'] },
      { id: 2, username: 'Maryam Nowak', email: 'maryam@example.org', roles: ['imam', 'teacher'] },
      { id: 3, username: 'يوسف الحسن', email: 'yusuf@example.org', roles: ['parent'] },
    ],
    headers: ['Account', 'Email address', 'Role'],
    caption: 'Administrators',
    separator: ', ',
    empty: 'No accounts match.',
    error: 'The accounts could not be loaded. Try again.',
    errorStart: 'The accounts could not be loaded.',
    overrideRoles: ['parent'],
    longName: 'Abd al-Rahman ibn Muhammad ibn Abdullah al-Warsawi, coordinator of the weekend school',
    longRoles: ['admin', 'imam', 'teacher', 'parent'],
  },
  ar: {
    accounts: [
      { id: 1, username: 'عبد الله كوفالسكي', email: 'abdullah@example.org', roles: ['مشرف'] },
      { id: 2, username: 'مريم نوفاك', email: 'maryam@example.org', roles: ['إمام', 'معلّمة'] },
      { id: 3, username: 'آنا زيلينسكا', email: 'anna.zielinska@example.org', roles: ['ولي أمر'] },
    ],
    headers: ['الحساب', 'البريد الإلكتروني', 'الدور'],
    caption: 'المشرفون',
    separator: '، ',
    empty: 'لا توجد حسابات مطابقة.',
    error: 'تعذّر تحميل الحسابات. حاول مرة أخرى.',
    errorStart: 'تعذّر تحميل الحسابات.',
    overrideRoles: ['ولي أمر'],
    longName: 'عبد الرحمن بن محمد بن عبد الله الوارسوي، منسق مدرسة نهاية الأسبوع',
    longRoles: ['مشرف', 'إمام', 'معلّم', 'ولي أمر'],
  },
  pl: {
    accounts: [
      { id: 1, username: 'Abdullah Kowalski', email: 'abdullah@example.org', roles: ['administrator'] },
      { id: 2, username: 'Maryam Nowak', email: 'maryam@example.org', roles: ['imam', 'nauczycielka'] },
      { id: 3, username: 'يوسف الحسن', email: 'yusuf@example.org', roles: ['rodzic'] },
    ],
    headers: ['Konto', 'Adres e-mail', 'Rola'],
    caption: 'Administratorzy',
    separator: ', ',
    empty: 'Brak pasujących kont.',
    error: 'Nie udało się wczytać kont. Spróbuj ponownie.',
    errorStart: 'Nie udało się wczytać kont.',
    overrideRoles: ['rodzic'],
    longName:
      'Abd al-Rahman ibn Muhammad ibn Abdullah al-Warsawi, koordynator weekendowej szkoły przykoranicznej',
    longRoles: ['administrator', 'imam', 'nauczyciel', 'rodzic'],
  },
};
type Locale = keyof typeof TEXT;
const t = () => inStoryLanguage(TEXT);
/** An arg in each language, chosen by the preview before each render. */
const each = <T,>(pick: (locale: Locale) => T) =>
  byLanguage({ en: pick('en'), ar: pick('ar'), pl: pick('pl') });

const columnsIn = (locale: Locale): Array<DataTableColumn<Account>> => {
  const [account, email, role] = TEXT[locale].headers;
  return [
    { key: 'account', header: account as string, cell: (row) => row.username, userText: true },
    { key: 'email', header: email as string, cell: (row) => row.email, userText: true },
    { key: 'roles', header: role as string, cell: (row) => row.roles.join(TEXT[locale].separator) },
  ];
};

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Account>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Moves through the links and buttons inside the cells; the table itself is not a tab stop'],
      ],
      rightToLeft:
        'Columns follow the reading order, so the first column is on the right in Arabic; alignment uses `text-align: start`/`end`. Cells holding user text isolate it (UserText).',
    },
  },
  args: {
    caption: each((locale) => TEXT[locale].caption),
    columns: each(columnsIn),
    rows: each((locale) => TEXT[locale].accounts),
    rowKey: (row: Account) => row.id,
  },
} satisfies Meta<typeof DataTable<Account>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    // A table that fits adds no tab stop of its own.
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    const table = within(canvasElement).getByRole('table', { name: t().caption });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(t().headers);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: 'maryam@example.org' })).toBeInTheDocument();
  },
};

/** A username with a right-to-left override: the cell isolates it, so the row reads as before. */
export const DirectionOverrideInUserText: Story = {
  args: {
    // In Arabic, an Arabic name with the override before a Latin address reads backwards unisolated.
    rows: each((locale) => [
      {
        id: 9,
        username: locale === 'ar' ? 'مدير\u202Egro.elpmaxe' : 'nimda\u202Egro.elpmaxe',
        email: 'x@example.org',
        roles: TEXT[locale].overrideRoles,
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    const [account, email, roles] = within(canvasElement).getAllByRole('cell');
    const isolated = account?.querySelector('[data-slot="user-text"]');
    await expect(isolated?.tagName).toBe('BDI');
    await expect(isolated && getComputedStyle(isolated).unicodeBidi).toBe('isolate');
    await expect(email?.querySelector('[data-slot="user-text"]')).not.toBeNull();
    // A column of the app's own words is left as it is.
    await expect(roles?.querySelector('[data-slot="user-text"]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

export const Empty: Story = {
  args: { rows: [], empty: each((locale) => TEXT[locale].empty) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: t().empty })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-slot="row"]')).toHaveLength(0);
  },
};

export const DefaultEmptyMessage: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="empty"]')).not.toBeNull();
  },
};

export const ErrorState: Story = {
  args: { error: each((locale) => TEXT[locale].error) },
  play: async ({ canvasElement }) => {
    // Rows are withheld on error, so stale data never looks current.
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t().errorStart);
    await expect(canvasElement.querySelectorAll('[data-slot="row"]')).toHaveLength(0);
  },
};

export const LongText: Story = {
  args: {
    rows: each((locale) => [
      {
        id: 9,
        username: TEXT[locale].longName,
        email: 'abd.al.rahman.coordinator.of.the.weekend.school@community-centre.example.org',
        roles: TEXT[locale].longRoles,
      },
    ]),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // A narrow box turns the rows into cards: each long value wraps inside its card, nothing scrolls.
    const wrapper = canvasElement.querySelector<HTMLElement>('[data-slot="data-table"]');
    await waitFor(() => expect(wrapper?.scrollWidth).toBeLessThanOrEqual(wrapper?.clientWidth ?? 0));
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).getByText(/community-centre\.example\.org/)).toBeVisible();
  },
};

/** A table that keeps its columns on a narrow box: it scrolls, says so, and its box takes the focus. */
export const LongTextScrolling: Story = {
  ...LongText,
  args: { ...LongText.args, narrowLayout: 'scroll' },
  play: async ({ canvasElement, globals }) => {
    // Too wide for its box: the table scrolls, and its box is a named region reachable by Tab.
    const region = await within(canvasElement).findByRole('region', { name: t().caption });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await waitFor(() => expect(region.scrollWidth).toBeGreaterThan(region.clientWidth));
    // The hint is seen and is the region's description, so neither eye nor ear misses the columns beyond.
    const hint = within(region).getByText(storyUiMessage(globals, 'ui.dataTable.scrollHint'));
    await expect(hint).toBeVisible();
    await expect(region).toHaveAccessibleDescription(hint.textContent ?? '');
  },
};

interface Certificate {
  id: number;
  applicant: string;
  father: string;
  phone: string;
  spouse: string;
  spouseFather: string;
  date: string;
  place: string;
  status: string;
}

const CERTIFICATES = {
  en: {
    caption: 'Certificate requests',
    headers: [
      'Applicant',
      "Applicant's father",
      'Phone',
      'Spouse',
      "Spouse's father",
      'Date of marriage',
      'Place of marriage',
      'Status',
    ],
    rows: [
      {
        id: 1,
        applicant: 'Abd al-Rahman Kowalski-Nowak',
        father: 'Muhammad Kowalski',
        phone: '+48 600 100 200',
        spouse: 'Maryam Wiśniewska-Al-Hassan',
        spouseFather: 'Yusuf Al-Hassan',
        date: '2026-05-14',
        place: 'Muslim Cultural Centre, Warsaw',
        status: 'Needs correction',
      },
      {
        id: 2,
        applicant: 'يوسف الحسن',
        father: 'عبد الله الحسن',
        phone: '+48 511 222 333',
        spouse: 'Anna Zielińska',
        spouseFather: 'Piotr Zieliński',
        date: '2026-06-02',
        place: 'Mosque, ul. Wiertnicza 103, Warsaw',
        status: 'Approved',
      },
    ],
  },
  ar: {
    caption: 'طلبات الشهادات',
    headers: [
      'مقدّم الطلب',
      'والد مقدّم الطلب',
      'الهاتف',
      'الزوج',
      'والد الزوج',
      'تاريخ الزواج',
      'مكان الزواج',
      'الحالة',
    ],
    rows: [
      {
        id: 1,
        applicant: 'عبد الرحمن كوفالسكي نوفاك',
        father: 'محمد كوفالسكي',
        phone: '+48 600 100 200',
        spouse: 'مريم فيشنيفسكا الحسن',
        spouseFather: 'يوسف الحسن',
        date: '2026-05-14',
        place: 'المركز الثقافي الإسلامي، وارسو',
        status: 'يحتاج إلى تصحيح',
      },
      {
        id: 2,
        applicant: 'يوسف الحسن',
        father: 'عبد الله الحسن',
        phone: '+48 511 222 333',
        spouse: 'آنا زيلينسكا',
        spouseFather: 'بيوتر زيلينسكي',
        date: '2026-06-02',
        place: 'المسجد، ul. Wiertnicza 103, Warszawa',
        status: 'مقبول',
      },
    ],
  },
  pl: {
    caption: 'Wnioski o zaświadczenia',
    headers: [
      'Wnioskodawca',
      'Ojciec wnioskodawcy',
      'Telefon',
      'Małżonek',
      'Ojciec małżonka',
      'Data ślubu',
      'Miejsce ślubu',
      'Stan',
    ],
    rows: [
      {
        id: 1,
        applicant: 'Abd al-Rahman Kowalski-Nowak',
        father: 'Muhammad Kowalski',
        phone: '+48 600 100 200',
        spouse: 'Maryam Wiśniewska-Al-Hassan',
        spouseFather: 'Yusuf Al-Hassan',
        date: '2026-05-14',
        place: 'Centrum Kultury Muzułmańskiej, Warszawa',
        status: 'Wymaga poprawki',
      },
      {
        id: 2,
        applicant: 'يوسف الحسن',
        father: 'عبد الله الحسن',
        phone: '+48 511 222 333',
        spouse: 'Anna Zielińska',
        spouseFather: 'Piotr Zieliński',
        date: '2026-06-02',
        place: 'Meczet, ul. Wiertnicza 103, Warszawa',
        status: 'Zatwierdzony',
      },
    ],
  },
};

/** Eight columns, two of which the row's detail also shows: those give way first. */
const certificateColumnsIn = (locale: Locale): Array<DataTableColumn<Certificate>> => {
  const [applicant, father, phone, spouse, spouseFather, date, place, status] = CERTIFICATES[locale]
    .headers as [string, string, string, string, string, string, string, string];
  return [
    { key: 'applicant', header: applicant, cell: (row) => row.applicant, userText: true },
    { key: 'father', header: father, cell: (row) => row.father, userText: true, priority: 'low' },
    // A phone number reads left to right in every language.
    { key: 'phone', header: phone, cell: (row) => <Ltr>{row.phone}</Ltr> },
    { key: 'spouse', header: spouse, cell: (row) => row.spouse, userText: true },
    {
      key: 'spouseFather',
      header: spouseFather,
      cell: (row) => row.spouseFather,
      userText: true,
      priority: 'low',
    },
    { key: 'date', header: date, cell: (row) => row.date },
    { key: 'place', header: place, cell: (row) => row.place, userText: true },
    {
      key: 'status',
      header: status,
      cell: (row) => (
        <Button variant="secondary" size="sm">
          {row.status}
        </Button>
      ),
    },
  ];
};

const SCREENS = {
  viewport: {
    options: {
      desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    },
  },
} as const;

const visible = (element: Element) => getComputedStyle(element).display !== 'none';

/**
 * A 1280 px laptop with a 16rem sidebar beside the table: the two low-priority columns give way, so
 * the last column (the row's action) is whole inside the table's box and nothing scrolls.
 */
export const OnALaptopBesideTheSidebar: Story = {
  args: {
    caption: each((locale) => CERTIFICATES[locale].caption),
    columns: each(certificateColumnsIn),
    rows: each((locale) => CERTIFICATES[locale].rows),
  } as never,
  parameters: SCREENS,
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ marginInlineStart: 'var(--sidebar-width)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    const table = within(canvasElement).getByRole('table', { name: inStoryLanguage(CERTIFICATES).caption });
    const headers = within(table).getAllByRole('columnheader', { hidden: true });
    await expect(headers.filter(visible).map((header) => header.dataset.column)).toEqual([
      'applicant',
      'phone',
      'spouse',
      'date',
      'place',
      'status',
    ]);
    const wrapper = canvasElement.querySelector('[data-slot="data-table"]') as HTMLElement;
    await expect(wrapper).not.toHaveAttribute('data-scrolls');
    const box = wrapper.getBoundingClientRect();
    for (const status of within(table).getAllByRole('button')) {
      const edges = status.getBoundingClientRect();
      await expect(edges.left).toBeGreaterThanOrEqual(box.left);
      await expect(edges.right).toBeLessThanOrEqual(box.right);
    }
    // The table keeps its semantics and its header row for screen readers.
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

/**
 * A 390 px phone: each row is a card, every column (the low-priority ones too) a label and its value,
 * the action kept; nothing scrolls sideways and the table is still a table for screen readers.
 */
export const OnAPhone: Story = {
  ...OnALaptopBesideTheSidebar,
  decorators: [],
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const table = within(canvasElement).getByRole('table', { name: inStoryLanguage(CERTIFICATES).caption });
    const [first] = within(table).getAllByRole('row').slice(1);
    const cells = within(first as HTMLElement).getAllByRole('cell');
    const headers = inStoryLanguage(CERTIFICATES).headers;
    await expect(cells.filter(visible)).toHaveLength(headers.length);
    const labels = [...(first as HTMLElement).querySelectorAll('[data-slot="cell-label"]')];
    await expect(labels.filter(visible).map((label) => label.textContent)).toEqual(headers.slice(1));
    // The labels are for the eye: the column headers still name each cell for a screen reader.
    await expect(labels.every((label) => label.getAttribute('aria-hidden') === 'true')).toBe(true);
    await expect(
      within(first as HTMLElement).getByRole('button', {
        name: inStoryLanguage(CERTIFICATES).rows[0]?.status ?? '',
      }),
    ).toBeVisible();
    const wrapper = canvasElement.querySelector('[data-slot="data-table"]') as HTMLElement;
    await expect(wrapper.scrollWidth).toBeLessThanOrEqual(wrapper.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
