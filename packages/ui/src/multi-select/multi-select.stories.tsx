import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { MultiSelect, type MultiSelectProps } from './multi-select';

const TEXT = {
  en: {
    rolesOf: 'Roles of maryam',
    admin: 'Admin',
    imam: 'Imam',
    teacher: 'Teacher',
    parent: 'Parent',
  },
  ar: {
    rolesOf: 'أدوار مريم',
    admin: 'مشرف',
    imam: 'إمام',
    teacher: 'معلّم',
    parent: 'ولي أمر',
  },
  pl: {
    rolesOf: 'Role Maryam',
    admin: 'Administrator',
    imam: 'Imam',
    teacher: 'Nauczyciel',
    parent: 'Rodzic',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** How the chosen options are joined in each language (Arabic has its own comma). */
const LIST_SEPARATOR = { en: ', ', ar: '، ', pl: ', ' };
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

const ROLES = ['admin', 'imam', 'teacher', 'parent'] as const;
const roleOptions = (locale: 'en' | 'ar' | 'pl') =>
  ROLES.map((value) => ({ value, label: TEXT[locale][value] }));

function ControlledMultiSelect(props: MultiSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MultiSelect
      {...props}
      value={value}
      onToggle={(option, checked) => {
        setValue((current) => (checked ? [...current, option] : current.filter((item) => item !== option)));
        props.onToggle(option, checked);
      }}
    />
  );
}

const meta = {
  title: 'UI/MultiSelect',
  component: MultiSelect,
  tags: ['autodocs'],
  parameters: {
    docs: {
      keyboard: [
        ['Enter, Space', 'Open the panel; focus moves into it'],
        ['Arrow Up, Arrow Down', 'Move between the checkboxes'],
        ['Space', 'Ticks or clears the focused option; the panel stays open'],
        ['Escape', 'Closes; focus returns to the trigger'],
      ],
      rightToLeft:
        "The panel aligns with the trigger's inline start and mirrors in Arabic; the chevron sits at the inline end.",
    },
  },
  render: (args) => <ControlledMultiSelect {...args} />,
  args: {
    label: arg('rolesOf'),
    options: byLanguage({ en: roleOptions('en'), ar: roleOptions('ar'), pl: roleOptions('pl') }),
    value: ['imam'],
    onToggle: fn(),
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: new RegExp(t().rolesOf) });
    await expect(trigger).toHaveAccessibleName(`${t().rolesOf} ${t().imam}`);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const TogglesWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: new RegExp(t().rolesOf) });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const teacher = await body.findByRole('checkbox', { name: t().teacher });
    await expect(body.getByRole('checkbox', { name: t().imam })).toBeChecked();
    await userEvent.click(teacher);
    await expect(args.onToggle).toHaveBeenLastCalledWith('teacher', true);
    await expect(teacher).toBeChecked();

    await userEvent.click(body.getByRole('checkbox', { name: t().imam }));
    await expect(args.onToggle).toHaveBeenLastCalledWith('imam', false);
    await expect(trigger).toHaveAccessibleName(`${t().rolesOf} ${t().teacher}`);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: new RegExp(t().rolesOf) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');

    const admin = await body.findByRole('checkbox', { name: t().admin });
    await waitFor(() => expect(admin).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('checkbox', { name: t().imam })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(body.getByRole('checkbox', { name: t().parent })).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenLastCalledWith('parent', true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenLastCalledWith('parent', false);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('checkbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(t().rolesOf) }));
    await body.findByRole('checkbox', { name: t().admin });
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole('checkbox')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { open: true, value: ['admin', 'teacher'] },
  play: async ({ canvasElement, globals }) => {
    const popover = await within(canvasElement.ownerDocument.body).findByRole('group', {
      name: t().rolesOf,
    });
    await expect(popover.closest('[data-slot="popover"]')).toHaveAttribute(
      'dir',
      globals.locale === 'ar' ? 'rtl' : 'ltr',
    );
  },
};

export const NoneSelected: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="value"]')?.textContent).not.toBe('');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(t().rolesOf) })).toBeDisabled();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, value: ['admin', 'imam', 'teacher', 'parent'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(
      `${t().rolesOf} ${[t().admin, t().imam, t().teacher, t().parent].join(inStoryLanguage(LIST_SEPARATOR))}`,
    );
  },
};
