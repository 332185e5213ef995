import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, storyUiMessage } from '../provider/story-locale';
import type { Locale } from '../provider/ui-messages';
import { FailureBanner } from './failure-banner';

/**
 * What an app would pass, already in the reader's language (the banner words only its buttons). The
 * stories take the toolbar's language so an Arabic page shows Arabic text, as it would in an app.
 */
const SAMPLE: Record<Locale, { message: string; reason: string; dismissible: string; long: string }> = {
  en: {
    message: 'The list could not be loaded.',
    reason: 'No connection. Check the network and try again.',
    dismissible: 'The status could not be changed.',
    long: 'The registrations of the Ramadan iftar for families and their children could not be loaded.',
  },
  ar: {
    message: 'تعذّر تحميل القائمة.',
    reason: 'لا يوجد اتصال. يُرجى التحقق من الشبكة والمحاولة مرة أخرى.',
    dismissible: 'تعذّر تغيير الحالة.',
    long: 'تعذّر تحميل تسجيلات إفطار رمضان للعائلات وأطفالها.',
  },
  pl: {
    message: 'Nie udało się wczytać listy.',
    reason: 'Brak połączenia. Sprawdź sieć i spróbuj ponownie.',
    dismissible: 'Nie udało się zmienić statusu.',
    long: 'Nie udało się wczytać zapisów na ramadanowy iftar dla rodzin i ich dzieci.',
  },
};

const meta = {
  title: 'UI/FailureBanner',
  component: FailureBanner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Tab', 'Moves to Try again, then to Dismiss, when the banner has them'],
        ['Enter, Space', 'Presses the focused button'],
      ],
      rightToLeft:
        'The message and reason start at the inline start and the buttons sit at the inline end, so Arabic mirrors with no special case; the accent border is on the start side.',
    },
  },
  args: { message: SAMPLE.en.message, reason: SAMPLE.en.reason },
  // The English sample args stand for "this story's sample": each is swapped for the toolbar language's.
  render: (args, { globals }) => {
    const sample = SAMPLE[storyLocale(globals)];
    const inLanguage = (text: ReactNode) => {
      const key = (Object.keys(SAMPLE.en) as (keyof typeof SAMPLE.en)[]).find(
        (name) => SAMPLE.en[name] === text,
      );
      return key ? sample[key] : text;
    };
    return (
      <FailureBanner {...args} message={inLanguage(args.message) ?? ''} reason={inLanguage(args.reason)} />
    );
  },
} satisfies Meta<typeof FailureBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list that did not load: what failed, why, and a retry. */
export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    const sample = SAMPLE[storyLocale(globals)];
    await expect(alert).toHaveTextContent(sample.message);
    await expect(alert).toHaveTextContent(sample.reason);
    await userEvent.click(
      within(alert).getByRole('button', { name: storyUiMessage(globals, 'ui.failureBanner.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(
      within(alert).queryByRole('button', { name: storyUiMessage(globals, 'ui.failureBanner.dismiss') }),
    ).toBeNull();
  },
};

/** A change that failed and may simply be made again: dismissed, not retried. */
export const WithDismiss: Story = {
  args: { message: SAMPLE.en.dismissible, onDismiss: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(
      within(alert).getByRole('button', { name: storyUiMessage(globals, 'ui.failureBanner.dismiss') }),
    );
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(
      within(alert).queryByRole('button', { name: storyUiMessage(globals, 'ui.failureBanner.retry') }),
    ).toBeNull();
  },
};

/** No reason known and nothing to do: the message alone, with no buttons. */
export const MessageOnly: Story = {
  args: { reason: undefined },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelectorAll('p')).toHaveLength(1);
    await expect(within(alert).queryAllByRole('button')).toHaveLength(0);
  },
};

/** Long words wrap inside the banner and the buttons go below rather than out of it. */
export const LongText: Story = {
  args: {
    message: SAMPLE.en.long,
    reason: 'https://example.org/a/very/long/address/without/any/spaces/that/must/still/wrap/inside',
    onRetry: fn(),
    onDismiss: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await expect(within(alert).getAllByRole('button')).toHaveLength(2);
  },
};
