import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { inStoryLanguage } from '../provider/story-content';
import { Menu, MenuItem, MenuRadioGroup, MenuSeparator } from './menu';

const TEXT = {
  en: {
    questionActions: 'Question actions',
    deactivate: 'Deactivate question',
    showIn: 'Show in',
  },
  ar: {
    questionActions: 'إجراءات السؤال',
    deactivate: 'إيقاف السؤال',
    showIn: 'العرض بلغة',
  },
  pl: {
    questionActions: 'Działania na pytaniu',
    deactivate: 'Wyłącz pytanie',
    showIn: 'Pokaż po',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);

const onDeactivate = fn();

function QuestionMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [language, setLanguage] = useState('en');
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Menu label={t().questionActions} open={open} onOpenChange={setOpen}>
      <MenuItem onSelect={onDeactivate}>{t().deactivate}</MenuItem>
      <MenuSeparator />
      <MenuRadioGroup
        label={t().showIn}
        value={language}
        onValueChange={setLanguage}
        options={[
          // Each language by its own name, in that language (a screen reader reads each so).
          { value: 'en', label: <span lang="en">English</span> },
          { value: 'ar', label: <span lang="ar">العربية</span> },
          { value: 'pl', label: <span lang="pl">Polski</span> },
        ]}
      />
    </Menu>
  );
}

const meta = {
  title: 'UI/Menu',
  component: QuestionMenu,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Enter, Space, Arrow Down', 'Open the menu on its first item'],
        ['Arrow Up, Arrow Down', 'Move between items'],
        ['Letters', 'Jump to the item starting with them'],
        ['Escape', 'Closes; focus returns to the trigger'],
      ],
      rightToLeft:
        "The menu aligns with the trigger's inline end and mirrors in Arabic; Radix receives `dir` from UiProvider.",
      propsOf: Menu,
      description: {
        component:
          'A dropdown menu behind an icon-only "more actions" button (Radix DropdownMenu): `Menu` takes the trigger\'s accessible `label`, `open` and `onOpenChange`; its children are `MenuItem` (with `onSelect`), `MenuSeparator` and `MenuRadioGroup` (`label`, `value`, `onValueChange`, `options`). The stories render it inside a small example with one action and a language choice.',
      },
    },
  },
} satisfies Meta<typeof QuestionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: t().questionActions });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menu', { name: t().questionActions })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  // Open, the menu's portal would lie over the docs page; its states show there closed.
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu', { name: t().questionActions });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: t().deactivate }));
    await expect(onDeactivate).toHaveBeenCalled();
  },
};

export const ChoosesALanguage: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: t().questionActions });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Polski' }));
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitemradio', { name: 'Polski' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};
