import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyLocale } from './story-locale';
import { directionOf, UiProvider, useDirection, useUiLocale, useUiMessage } from './ui-provider';

function LocaleProbe() {
  const locale = useUiLocale();
  const direction = useDirection();
  const t = useUiMessage();
  // Each term is the name of what the widget reads (code, not prose to translate).
  return (
    <dl>
      <dt>
        <code>locale</code>
      </dt>
      <dd data-testid="locale">{locale}</dd>
      <dt>
        <code>direction</code>
      </dt>
      <dd data-testid="direction">{direction}</dd>
      <dt>
        <code>message</code>
      </dt>
      <dd data-testid="message">{t('ui.pagination.page', { page: 3 })}</dd>
    </dl>
  );
}

const meta = {
  title: 'UI/UiProvider',
  component: LocaleProbe,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [['(none)', 'Not interactive']],
      rightToLeft:
        "UiProvider sets `<html lang dir>` and Radix's direction from the locale: `ar` is right to left, `en` and `pl` left to right. Every widget below it mirrors through logical properties.",
      propsOf: UiProvider,
      description: {
        component:
          'Sets the language of every widget below it: the widgets\' messages (react-intl), Radix\'s direction and `<html lang dir>`. Wrap the app once: `<UiProvider locale="ar">…</UiProvider>`. The story shows what a widget reads from it.',
      },
    },
  },
} satisfies Meta<typeof LocaleProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar locale reaches the widgets and the document: `<html lang dir>` follow it. */
export const FollowsToolbarLocale: Story = {
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals);
    await expect(canvas.getByTestId('locale')).toHaveTextContent(locale);
    await expect(canvas.getByTestId('direction')).toHaveTextContent(directionOf(locale));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', locale));
    await expect(document.documentElement).toHaveAttribute('dir', directionOf(locale));
    const expected = { en: 'Page 3', pl: 'Strona 3', ar: 'الصفحة 3' }[locale];
    await expect(canvas.getByTestId('message')).toHaveTextContent(expected);
  },
};
