import { ApiError } from '@minbar/api/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { giftText, never, siteText, withPublicSite } from '../../../test/story-support';
import { StatementScreen } from './statement-screen';

const meta = {
  title: 'Public/Donations/Yearly statement',
  component: StatementScreen,
  decorators: [withPublicSite],
  parameters: { layout: 'fullscreen' },
  args: { currentYear: 2026, request: fn(async () => ({ message: 'On its way' })) },
} satisfies Meta<typeof StatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const emailBox = (canvas: HTMLElement, globals: Globals) =>
  within(canvas).findByRole('textbox', { name: giftText(globals, 'statement.email') });

async function ask(canvas: HTMLElement, globals: Globals, email: string, year?: string) {
  await userEvent.type(await emailBox(canvas, globals), email);
  if (year) {
    await userEvent.selectOptions(
      within(canvas).getByRole('combobox', { name: giftText(globals, 'statement.year') }),
      year,
    );
  }
  await userEvent.click(within(canvas).getByRole('button', { name: giftText(globals, 'statement.submit') }));
}

/** The form: the address and the year, this year chosen and the years back to the first offered. */
export const Form: Story = {
  play: async ({ canvasElement, globals }) => {
    await emailBox(canvasElement, globals);
    const year = within(canvasElement).getByRole('combobox', { name: giftText(globals, 'statement.year') });
    await expect(year).toHaveValue('2026');
    await expect(within(year).getAllByRole('option')[0]).toHaveTextContent('2026');
  },
};

/** Sent without an address, then with one that is none: the field says what it needs; nothing is asked. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await emailBox(canvasElement, globals);
    await userEvent.click(canvas.getByRole('button', { name: giftText(globals, 'statement.submit') }));
    await expect(await canvas.findByText(siteText(globals, 'payment.emailRequired'))).toBeVisible();
    await userEvent.type(await emailBox(canvasElement, globals), 'anna');
    await expect(await canvas.findByText(siteText(globals, 'payment.emailInvalid'))).toBeVisible();
    await expect(args.request).not.toHaveBeenCalled();
  },
};

/** Asked for 2025: the page says the same as for any address, with how long the link works. */
export const Sent: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await ask(canvasElement, globals, 'Anna@Example.org', '2025');
    await expect(args.request).toHaveBeenCalledWith({ email: 'anna@example.org', year: 2025 });
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('anna@example.org');
    await expect(status).toHaveTextContent('2025');
    await expect(
      within(canvasElement).getByRole('button', { name: giftText(globals, 'statement.again') }),
    ).toBeVisible();
  },
};

/** Sent, then "Ask for another year": the form comes back as it was typed, the year ready to change. */
export const AnotherYear: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await ask(canvasElement, globals, 'Anna@Example.org', '2025');
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: giftText(globals, 'statement.again') }),
    );
    await expect(await emailBox(canvasElement, globals)).toHaveValue('Anna@Example.org');
    await expect(
      within(canvasElement).getByRole('combobox', { name: giftText(globals, 'statement.year') }),
    ).toHaveValue('2025');
    await expect(args.request).toHaveBeenCalledTimes(1);
  },
};

/** On its way: the button waits and the form is busy. */
export const Sending: Story = {
  args: { request: fn(() => never<{ message: string }>()) },
  play: async ({ canvasElement, globals }) => {
    await ask(canvasElement, globals, 'anna@example.org');
    const button = within(canvasElement).getByRole('button', { name: giftText(globals, 'statement.submit') });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Too many requests from this place: wait a few minutes; what was typed stays. */
export const TooManyRequests: Story = {
  args: {
    request: fn(async () => {
      throw new ApiError({ kind: 'http', status: 429, detail: 'Too many attempts' });
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await ask(canvasElement, globals, 'anna@example.org');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      giftText(globals, 'statement.tooMany'),
    );
    await expect(await emailBox(canvasElement, globals)).toHaveValue('anna@example.org');
  },
};

/** No connection: say so, keep the address. */
export const Offline: Story = {
  args: {
    request: fn(async () => {
      throw new ApiError({ kind: 'network' });
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await ask(canvasElement, globals, 'anna@example.org');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      giftText(globals, 'statement.offline'),
    );
  },
};

/** A long address wraps in the answer rather than widening the page. */
export const LongAddress: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await ask(
      canvasElement,
      globals,
      'aleksandra.maria.kowalska-abdelrahman.darowizny@przyklad-bardzo-dlugi.example.org',
    );
    const status = await within(canvasElement).findByRole('status');
    await expect(status.scrollWidth).toBeLessThanOrEqual(status.clientWidth + 1);
  },
};
