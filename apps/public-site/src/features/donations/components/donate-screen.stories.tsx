import { byLanguageOf, fixtureArg } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CAMPAIGN, giftText, siteText, withPublicSite } from '../../../test/story-support';
import { DonateScreen } from './donate-screen';
import { FlowMissing } from './flow-missing';

const meta = {
  title: 'Public/Donations/Donate',
  component: DonateScreen,
  decorators: [withPublicSite],
  // The page frame (.public-layout__main) brings the site's own padding.
  parameters: { layout: 'fullscreen' },
  args: { category: fixtureArg(CAMPAIGN), onDonate: fn() },
} satisfies Meta<typeof DonateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The presets 15, 25, 50 and 100 PLN; the campaign's suggested 50 is chosen. */
export const Presets: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: /50/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /100/ }));
    await userEvent.click(canvas.getByRole('button', { name: siteText(globals, 'donate.submit') }));
    await expect(args.onDonate).toHaveBeenCalledWith(100, 'one-time');
  },
};

/** Amounts in the reader's number format: a decimal comma in Polish, a dot in English and Arabic. */
const decimalMark = (globals: Record<string, unknown>) => (storyLocale(globals) === 'pl' ? ',' : '.');

/** Another amount: the field keeps digits and one decimal mark only, written as the reader's. */
export const CustomAmount: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: siteText(globals, 'donate.other') }));
    const field = canvas.getByRole('textbox', { name: siteText(globals, 'donate.otherLabel') });
    await userEvent.type(field, '3a0.5.0');
    await expect(field).toHaveValue(`30${decimalMark(globals)}50`);
    await userEvent.click(canvas.getByRole('button', { name: siteText(globals, 'donate.submit') }));
    await expect(args.onDonate).toHaveBeenCalledWith(30.5, 'one-time');
  },
};

/** Below 15 PLN: the minimum message, and nothing goes on. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: siteText(globals, 'donate.other') }));
    await userEvent.type(canvas.getByRole('textbox', { name: siteText(globals, 'donate.otherLabel') }), '10');
    await userEvent.click(canvas.getByRole('button', { name: siteText(globals, 'donate.submit') }));
    await expect(
      canvas.getByText(new RegExp(siteText(globals, 'donate.minimum').split('{')[0] ?? '')),
    ).toBeVisible();
    await expect(args.onDonate).not.toHaveBeenCalled();
  },
};

/** The amount the zakat calculator gave, brought in as another amount. */
export const FromZakatCalculator: Story = {
  args: { initialAmount: 1250 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: siteText(globals, 'donate.otherLabel') })).toHaveValue(
      '1250',
    );
  },
};

/**
 * The zakat due with grosze, 2399.99 zł, carried in the reader's format ("2399,99" in Polish, as the
 * calculator's result wrote it) and read back as exactly that amount on Donate.
 */
export const FromZakatCalculatorWithGrosze: Story = {
  args: { initialAmount: 2399.99 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: siteText(globals, 'donate.otherLabel') });
    await expect(field).toHaveValue(`2399${decimalMark(globals)}99`);
    await expect(canvas.getByRole('radio', { name: siteText(globals, 'donate.other') })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: siteText(globals, 'donate.submit') }));
    await expect(args.onDonate).toHaveBeenCalledWith(2399.99, 'one-time');
  },
};

/**
 * A cause that takes monthly gifts: once or monthly, once chosen first; monthly says what it means
 * and goes on with the amount and the choice.
 */
export const MonthlyChoice: Story = {
  args: { category: byLanguageOf(() => ({ ...CAMPAIGN, payment_type: 'Monthly' })) },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: giftText(globals, 'donate.once') })).toBeChecked();
    await expect(canvas.queryByText(giftText(globals, 'donate.monthlyHint'))).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: giftText(globals, 'donate.monthly') }));
    await expect(canvas.getByText(giftText(globals, 'donate.monthlyHint'))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /100/ }));
    await userEvent.click(canvas.getByRole('button', { name: giftText(globals, 'donate.submitMonthly') }));
    await expect(args.onDonate).toHaveBeenCalledWith(100, 'monthly');
  },
};

/** /donate visited directly, with no cause chosen: the way home. */
export const NoCategoryChosen: Story = {
  render: () => <FlowMissing step="donate" />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: siteText(globals, 'common.backHome') })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
