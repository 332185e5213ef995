import { byLanguageOf, fixtureArg } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import {
  CAMPAIGN,
  CAMPAIGN_UPDATES,
  giftMessage,
  giftText,
  LONG_CAMPAIGN,
  never,
  ORGANISER,
  RECENT_GIFTS,
  siteMessage,
  siteText,
  storyApi,
  withPublicSite,
  ZAKAT_CATEGORY,
} from '../../../test/story-support';
import CategoryRoute, { CategoryWithDonate } from '../routes/category-route';
import { NoDonationData } from './category-screen';
import { HOLDING_FIELDS, type HoldingField } from './zakat-form-model';

/** A fixed address, so the QR code drawn is the same on every machine. */
const SHARE_URL = 'https://minbar.example/donation/11';

const meta = {
  title: 'Public/Donations/Detail',
  component: CategoryWithDonate,
  decorators: [withPublicSite],
  // The page frame (.public-layout__main) brings the site's own padding.
  parameters: { layout: 'fullscreen' },
  args: { category: fixtureArg(CAMPAIGN), shareUrl: SHARE_URL },
} satisfies Meta<typeof CategoryWithDonate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A campaign: its texts, target and collected with the progress bar, how many gave, Donate, sharing. */
export const Normal: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(CAMPAIGN.name);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '62');
    await expect(canvas.getByText(siteMessage(globals, 'category.donors', { count: 48 }))).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: siteText(globals, 'category.share.title') }),
    ).toBeVisible();
    // The latest gifts: first names or Anonymous, an amount only where the donor allowed it.
    const recent = await canvas.findByRole('region', { name: giftText(globals, 'category.recent.title') });
    const gifts = within(recent).getAllByRole('listitem');
    await expect(gifts).toHaveLength(3);
    await expect(gifts[0]).toHaveTextContent(RECENT_GIFTS.items[0]?.first_name ?? '');
    await expect(gifts[1]?.querySelector('.recent-gifts__amount')).toBeNull();
    await expect(gifts[2]).toHaveTextContent(giftText(globals, 'category.recent.anonymous'));
    await expect(canvas.getByText(siteText(globals, 'category.target'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: siteText(globals, 'category.donate') })).toBeVisible();
    // The staff's updates, newest first, and who collects with its registers' numbers.
    const news = canvas.getByRole('region', { name: giftText(globals, 'category.updates.title') });
    const updates = within(news).getAllByRole('listitem');
    await expect(updates).toHaveLength(2);
    await expect(updates[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-18');
    const newest = CAMPAIGN_UPDATES.items[0];
    await expect(updates[0]).toHaveTextContent(newest?.[`text_${storyLocale(globals)}`] ?? '');
    const organiser = canvas.getByRole('region', { name: giftText(globals, 'category.organiser.title') });
    await expect(organiser).toHaveTextContent(ORGANISER.name ?? '');
    await expect(organiser).toHaveTextContent('0000123456');
    await expect(organiser).toHaveTextContent('5250000000');
  },
};

export const LongText: Story = { args: { category: fixtureArg(LONG_CAMPAIGN) } };

/** The latest gifts on their way: a line says so, the rest of the page is there. */
export const RecentGiftsLoading: Story = {
  parameters: { api: storyApi({ recentGifts: never }) },
  play: async ({ canvasElement, globals }) => {
    const loading = within(canvasElement).getByText(siteText(globals, 'category.recent.loading'));
    await expect(loading).toHaveAttribute('role', 'status');
  },
};

/** The latest gifts could not be had: a quiet line; Donate and sharing stay. */
export const RecentGiftsFailed: Story = {
  parameters: {
    api: storyApi({
      recentGifts: async () => {
        throw new Error('offline');
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(giftText(globals, 'category.recent.failed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: siteText(globals, 'category.donate') })).toBeVisible();
  },
};

/** The campaign's news could not be had: a quiet line; the gifts and the organiser still show. */
export const UpdatesFailed: Story = {
  parameters: {
    api: storyApi({
      campaignUpdates: async () => {
        throw new Error('offline');
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(giftText(globals, 'category.updates.failed'))).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: giftText(globals, 'category.recent.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: giftText(globals, 'category.organiser.title') }),
    ).toBeVisible();
  },
};

/**
 * A new campaign: nothing posted yet and a centre that has not named itself: neither section shows,
 * and nothing says they are missing.
 */
export const NoUpdatesNorOrganiser: Story = {
  parameters: {
    api: storyApi({
      campaignUpdates: async () => ({ items: [] }),
      organiser: async () => ({ ...ORGANISER, name: null }),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: giftText(globals, 'category.recent.title') });
    await expect(
      canvas.queryByRole('region', { name: giftText(globals, 'category.updates.title') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('region', { name: giftText(globals, 'category.organiser.title') }),
    ).toBeNull();
  },
};

/** Nobody has given yet: no list of gifts, and the page invites the first one. */
export const NoGiftsYet: Story = {
  args: { category: byLanguageOf(() => ({ ...CAMPAIGN, current_amount: 0, donor_count: 0 })) },
  parameters: { api: storyApi({ recentGifts: async () => ({ items: [] }) }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(siteMessage(globals, 'category.donors', { count: 0 })),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(siteText(globals, 'category.recent.loading'))).toBeNull());
    await expect(
      canvas.queryByRole('region', { name: giftText(globals, 'category.recent.title') }),
    ).toBeNull();
  },
};

/** Copy link: the address goes to the clipboard and the page says so. */
export const LinkCopied: Story = {
  beforeEach: () => {
    const written: string[] = [];
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    (globalThis as { copiedTexts?: string[] }).copiedTexts = written;
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
    };
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: siteText(globals, 'category.share.copy') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      siteText(globals, 'category.share.copied'),
    );
    await expect((globalThis as { copiedTexts?: string[] }).copiedTexts).toEqual([SHARE_URL]);
  },
};

/** The clipboard refused: the link is written out to select by hand. */
export const LinkCopyFailed: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
    };
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: siteText(globals, 'category.share.copy') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(SHARE_URL);
  },
};

/** The QR code of the campaign's address, drawn when asked for. */
export const QrCodeShown: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: siteText(globals, 'category.share.qr') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(
      await canvas.findByRole('img', {
        name: siteText(globals, 'category.share.qrLabel', { name: CAMPAIGN.name }),
      }),
    ).toBeVisible();
  },
};

/**
 * 531.50 of 60 000 zł on a phone, just after a gift: under 1 % of the target, yet the page says 1 %
 * and the bar shows a sliver rather than an empty track.
 */
export const SmallGiftTowardsALargeTarget: Story = {
  args: { category: byLanguageOf(() => ({ ...CAMPAIGN, current_amount: 531.5, target_amount: 60_000 })) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    const shown = canvasElement.querySelector('[data-slot="percent"]')?.textContent ?? '';
    await expect(shown.replace(/\D/g, '')).toBe('1');
    const fill = progress.querySelector('[data-slot="fill"]')?.getBoundingClientRect().width ?? 0;
    await expect(fill).toBeGreaterThanOrEqual(4);
  },
};

/** The zakat category's Donate asks first: calculate it, or enter the amount. */
/**
 * The zakat dialogs are their own chunk, fetched on the first Donate: on a busy machine that first
 * fetch can outlast the default second of a find.
 */
const LAZY_DIALOG = { timeout: 5_000 };

export const ZakatChoose: Story = {
  args: { category: fixtureArg(ZAKAT_CATEGORY) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: siteText(globals, 'category.donate') }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: giftText(globals, 'zakat.chooseTitle') },
      LAZY_DIALOG,
    );
    await expect(
      within(dialog).getByRole('button', { name: giftText(globals, 'zakat.calculate') }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: giftText(globals, 'zakat.knowAmount') }),
    ).toBeVisible();
  },
};

type Globals = Record<string, unknown>;

async function openCalculator(canvasElement: HTMLElement, globals: Globals) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: siteText(globals, 'category.donate') }));
  const choose = await screen.findByRole(
    'dialog',
    { name: giftText(globals, 'zakat.chooseTitle') },
    LAZY_DIALOG,
  );
  await userEvent.click(within(choose).getByRole('button', { name: giftText(globals, 'zakat.calculate') }));
  return screen.findByRole('dialog', { name: giftText(globals, 'zakat.calculatorTitle') }, LAZY_DIALOG);
}

const currencyName = (globals: Globals, code: string) =>
  new Intl.DisplayNames([storyLocale(globals)], { type: 'currency' }).of(code) ?? code;

/** A holding's box by its label (amounts name the currency chosen, złoty unless said). */
function holdingField(dialog: HTMLElement, globals: Globals, field: HoldingField, currency = 'PLN') {
  return within(dialog).getByRole('textbox', {
    name: giftText(globals, `zakat.field.${field}`, { currency: currencyName(globals, currency) }),
  });
}

async function calculate(
  dialog: HTMLElement,
  globals: Globals,
  held: Partial<Record<HoldingField, string>>,
  currency = 'PLN',
) {
  for (const [field, value] of Object.entries(held) as [HoldingField, string][]) {
    const box = holdingField(dialog, globals, field, currency);
    await userEvent.clear(box);
    await userEvent.type(box, value);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: giftText(globals, 'zakat.submit') }));
}

const linesOf = (dialog: HTMLElement, globals: Globals) =>
  within(dialog).findByRole('table', { name: giftText(globals, 'zakat.linesTitle') });

/**
 * The calculator: what the donor holds, in a currency that starts on the centre's own (złoty), each
 * currency named in the page's language rather than by its code alone. Calculating an empty form asks
 * for something first.
 */
export const ZakatCalculate: Story = {
  args: { category: fixtureArg(ZAKAT_CATEGORY) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openCalculator(canvasElement, globals);
    const currency = within(dialog).getByRole('combobox', { name: giftText(globals, 'zakat.currency') });
    await expect(currency).toHaveValue('PLN');
    await expect((currency as HTMLSelectElement).selectedOptions[0]).toHaveTextContent(
      currencyName(globals, 'PLN'),
    );
    await expect(currencyName(globals, 'PLN')).not.toBe('PLN');
    for (const field of HOLDING_FIELDS) await expect(holdingField(dialog, globals, field)).toHaveValue('');
    await expect(holdingField(dialog, globals, 'debts')).toHaveAccessibleDescription(
      giftText(globals, 'zakat.hint.debts'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: giftText(globals, 'zakat.submit') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      giftText(globals, 'zakat.blank'),
    );
  },
};

/** Calculate on an empty form asks for something; the request goes as soon as something is typed. */
export const ZakatBlankAnswered: Story = {
  args: { category: fixtureArg(ZAKAT_CATEGORY) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openCalculator(canvasElement, globals);
    await userEvent.click(within(dialog).getByRole('button', { name: giftText(globals, 'zakat.submit') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      giftText(globals, 'zakat.blank'),
    );
    await userEvent.type(holdingField(dialog, globals, 'total_savings'), '5');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  },
};

/**
 * Two tonnes of gold and an amount that is only a dot (the boxes keep digits and one dot, at most two
 * decimals, so these are what can still be wrong): each says what it needs, nothing is sent.
 */
export const ZakatValidationErrors: Story = {
  args: { category: fixtureArg(ZAKAT_CATEGORY) },
  parameters: {
    api: storyApi({
      calculateZakat: async () => {
        throw new Error('must not be called');
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openCalculator(canvasElement, globals);
    await calculate(dialog, globals, { gold_grams: '2000000', receivables: '.' });
    await expect(await within(dialog).findByText(giftText(globals, 'zakat.invalid.grams'))).toBeVisible();
    await expect(within(dialog).getByText(giftText(globals, 'zakat.invalid.amount'))).toBeVisible();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(holdingField(dialog, globals, 'gold_grams')).toHaveValue('2000000');
  },
};

/**
 * 50,000 PLN is above the nisab (85 g of gold at 473 zł, 40,205 PLN): 2.5 % is due, with the lines,
 * the reason, the day and gold price the nisab was set from, and Give this as zakat.
 */
export const ZakatAboveNisab: Story = {
  args: { category: fixtureArg(ZAKAT_CATEGORY) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openCalculator(canvasElement, globals);
    await calculate(dialog, globals, { total_savings: '50000' });
    await expect(await within(dialog).findByRole('heading', { name: /1[,\s ]?250/ })).toBeVisible();
    const source = dialog.querySelector('[data-slot="nisab-source"]');
    await expect(source).toHaveTextContent(/473/);
    await expect(source).toHaveTextContent(/2026/);
    await expect(await linesOf(dialog, globals)).toHaveTextContent(giftText(globals, 'zakat.line.cash'));
    await expect(
      within(dialog).getByRole('button', { name: giftText(globals, 'zakat.donateThis') }),
    ).toBeVisible();
  },
};

/**
 * Savings, 100 g of gold and a debt due now: each on its line (the gold at 473 zł a gram), the debt
 * taken off, and 2.5 % of what is left: (10,000 + 47,300 − 2,000) × 2.5 % = 1,382.50 zł.
 */
export const ZakatWithGoldAndDebts: Story = {
  args: { category: fixtureArg(ZAKAT_CATEGORY) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openCalculator(canvasElement, globals);
    await calculate(dialog, globals, { total_savings: '10000', gold_grams: '100', debts: '2000' });
    const lines = await linesOf(dialog, globals);
    const rows = within(lines).getAllByRole('row');
    await expect(rows.map((row) => row.dataset.item)).toEqual([
      'cash',
      'gold',
      'debts',
      'wealth',
      'nisab',
      'zakat',
    ]);
    await expect(rows[1]).toHaveTextContent(/100/);
    await expect(rows[1]).toHaveTextContent(/47[,\s ]?300/);
    await expect(rows[2]).toHaveTextContent(/− .*2[,\s ]?000/);
    await expect(rows[3]).toHaveTextContent(/55[,\s ]?300/);
    await expect(rows[5]).toHaveTextContent(/1[,\s ]?382[.,]50/);
    await expect(
      within(dialog).getByRole('button', { name: giftText(globals, 'zakat.donateThis') }),
    ).toBeVisible();
  },
};

/**
 * 20,000 US dollars of savings: 500 USD is due, and the result says plainly what that is in złoty
 * (1,820 zł, at the centre's rate of 3.64 zł to the dollar, and its day) and offers to give that.
 */
export const ZakatInAnotherCurrency: Story = {
  args: { category: fixtureArg(ZAKAT_CATEGORY) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openCalculator(canvasElement, globals);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: giftText(globals, 'zakat.currency') }),
      'USD',
    );
    await calculate(dialog, globals, { total_savings: '20000' }, 'USD');
    const converted = await waitFor(() => {
      const part = dialog.querySelector('[data-slot="in-centre-currency"]');
      if (!part) throw new Error('no amount in złoty yet');
      return part as HTMLElement;
    });
    await expect(converted).toHaveTextContent(/1[,\s ]?820/);
    await expect(converted).toHaveTextContent(/3[.,]64/);
    await expect(converted).toHaveTextContent(/2026/);
    // Every dollar sign is kept whole in a left-to-right isolate, so Arabic reads "US$", not "$US".
    const text = dialog.querySelector('.zakat-result')?.textContent ?? '';
    await expect(text).toMatch(/\u2066(US\$|USD|\$)\u2069/);
    await expect(text.replace(/\u2066[^\u2069]*\u2069/g, '')).not.toMatch(/\$|USD/);
    await expect(
      within(converted).getByRole('button', { name: giftText(globals, 'zakat.donateThis') }),
    ).toBeVisible();
  },
};

const basisChoice = (dialog: HTMLElement, globals: Globals) =>
  within(dialog).findByRole('group', { name: giftText(globals, 'zakat.basis.legend') });

const basisRadio = (group: HTMLElement, globals: Globals, metal: 'gold' | 'silver') =>
  within(group).getByRole('radio', { name: giftMessage(globals, 'zakat.basis.option', { metal }) });

/**
 * The result names the metal the centre reckons the nisab on (gold here), explains the two (85 g of
 * gold or 595 g of silver, silver the lower threshold) and offers the other, its own basis checked.
 */
export const ZakatNisabBasis: Story = {
  args: { category: fixtureArg(ZAKAT_CATEGORY) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openCalculator(canvasElement, globals);
    await calculate(dialog, globals, { total_savings: '10000' });
    const choice = await basisChoice(dialog, globals);
    await expect(basisRadio(choice, globals, 'gold')).toBeChecked();
    await expect(basisRadio(choice, globals, 'silver')).not.toBeChecked();
    const basis = dialog.querySelector('[data-slot="nisab-basis"]');
    await expect(basis).toHaveTextContent(giftMessage(globals, 'zakat.basis.centre', { metal: 'gold' }));
    await expect(basis).toHaveTextContent(giftText(globals, 'zakat.basis.explain'));
    await expect(basis).toHaveTextContent(/85/);
    await expect(basis).toHaveTextContent(/595/);
  },
};

/**
 * The donor reckons on silver instead: 595 g at 5.82 zł is 3,462.90 zł, so the same 10,000 zł now owes
 * 250 zł; the centre's own basis is still named, and the arrow keys go back to gold and its answer.
 */
export const ZakatSilverChosen: Story = {
  args: { category: fixtureArg(ZAKAT_CATEGORY) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openCalculator(canvasElement, globals);
    await calculate(dialog, globals, { total_savings: '10000' });
    const choice = await basisChoice(dialog, globals);
    await userEvent.click(basisRadio(choice, globals, 'silver'));
    await expect(await within(dialog).findByRole('heading', { name: /250/ })).toBeVisible();
    await expect(basisRadio(choice, globals, 'silver')).toBeChecked();
    const rows = within(await linesOf(dialog, globals)).getAllByRole('row');
    const nisab = rows.find((row) => row.dataset.item === 'nisab');
    await expect(nisab).toHaveTextContent(giftMessage(globals, 'zakat.line.nisab', { metal: 'silver' }));
    await expect(nisab).toHaveTextContent(/3[,\s ]?462[.,]90/);
    await expect(dialog.querySelector('[data-slot="nisab-basis"]')).toHaveTextContent(
      giftMessage(globals, 'zakat.basis.centre', { metal: 'gold' }),
    );
    await expect(
      within(dialog).getByRole('button', { name: giftText(globals, 'zakat.donateThis') }),
    ).toBeVisible();
    // Back to gold from the keyboard: the focus stays on the switch while the result follows.
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      await within(dialog).findByRole('heading', { name: giftText(globals, 'zakat.resultNone') }),
    ).toBeVisible();
    await expect(basisRadio(choice, globals, 'gold')).toBeChecked();
    await expect(basisRadio(choice, globals, 'gold')).toHaveFocus();
  },
};

/** 10,000 PLN is below the nisab: nothing is due, and the reason says so. */
export const ZakatBelowNisab: Story = {
  args: { category: fixtureArg(ZAKAT_CATEGORY) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openCalculator(canvasElement, globals);
    await calculate(dialog, globals, { total_savings: '10000' });
    await expect(
      await within(dialog).findByRole('heading', { name: giftText(globals, 'zakat.resultNone') }),
    ).toBeVisible();
    await expect(
      within(dialog).queryByRole('button', { name: giftText(globals, 'zakat.donateThis') }),
    ).toBeNull();
  },
};

/** The calculation failed: the message in the dialog, what was typed kept. */
export const ZakatFailure: Story = {
  args: { category: fixtureArg(ZAKAT_CATEGORY) },
  parameters: {
    api: storyApi({
      calculateZakat: async () => {
        throw new Error('offline');
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openCalculator(canvasElement, globals);
    await calculate(dialog, globals, { total_savings: '50000', silver_grams: '250' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      giftText(globals, 'zakat.failed'),
    );
    await expect(holdingField(dialog, globals, 'total_savings')).toHaveValue('50000');
    await expect(holdingField(dialog, globals, 'silver_grams')).toHaveValue('250');
  },
};

/** An unknown id: 'No donation data' and Go back. */
export const NoData: Story = {
  render: () => <NoDonationData onBack={fn()} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      siteText(globals, 'category.noData'),
    );
    await expect(canvas.getByRole('button', { name: siteText(globals, 'category.goBack') })).toBeVisible();
  },
};

/** A direct link while the category loads. */
export const Loading: Story = {
  parameters: { path: '/donation/11', api: storyApi({ category: never }) },
  render: () => <Route path="/donation/:id" component={CategoryRoute} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      siteText(globals, 'category.loading'),
    );
  },
};

/** A direct link whose category could not be loaded: the message and Try again. */
export const LoadError: Story = {
  parameters: {
    path: '/donation/11',
    api: storyApi({
      category: async () => {
        throw new Error('offline');
      },
    }),
  },
  render: () => <Route path="/donation/:id" component={CategoryRoute} />,
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(siteText(globals, 'category.failed'));
    await expect(
      within(alert).getByRole('button', { name: siteText(globals, 'common.retry') }),
    ).toBeVisible();
  },
};

/** A direct link to an id the server does not know. */
export const UnknownId: Story = {
  parameters: { path: '/donation/999' },
  render: () => <Route path="/donation/:id" component={CategoryRoute} />,
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(
      siteText(globals, 'category.noData'),
    );
  },
};
