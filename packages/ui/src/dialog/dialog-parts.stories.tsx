import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { inStoryLanguage } from '../provider/story-content';
import { storyUiMessage } from '../provider/story-locale';
import { TextField } from '../text-field/text-field';
import { Dialog, DialogRoot } from './dialog';

const TEXT = {
  en: {
    editNote: 'Edit note',
    noteShown: 'The note is shown to other administrators.',
    note: 'Note',
    save: 'Save',
    cancel: 'Cancel',
  },
  ar: {
    editNote: 'تعديل الملاحظة',
    noteShown: 'تظهر الملاحظة للمشرفين الآخرين.',
    note: 'ملاحظة',
    save: 'حفظ',
    cancel: 'إلغاء',
  },
  pl: {
    editNote: 'Edytuj notatkę',
    noteShown: 'Notatkę widzą pozostali administratorzy.',
    note: 'Notatka',
    save: 'Zapisz',
    cancel: 'Anuluj',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);

/* The dialog composed from its parts, as a library user writes it: their own trigger through asChild. */
function ComposedDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [note, setNote] = useState('');
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{t().editNote}</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{t().editNote}</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Description>{t().noteShown}</Dialog.Description>
        <Dialog.Body>
          <TextField label={t().note} name="note" value={note} onChange={setNote} />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">{t().cancel}</Button>
          </Dialog.Close>
          <Button>{t().save}</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'UI/Dialog parts',
  component: DialogRoot,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Dialog.Root, Trigger, Content, Header, Title, Description, Body, Footer and Close, to compose a dialog of your own; `asChild` lends the trigger or the closing to your own element.',
      },
      keyboard: [
        ['Enter, Space', 'On the trigger, opens the dialog'],
        ['Tab, Shift+Tab', 'Cycle inside the dialog; focus is trapped'],
        ['Escape', 'Closes it; focus returns to the trigger'],
      ],
      rightToLeft:
        'Content receives `dir` again in its portal; the Header puts Close at the inline end (left in Arabic).',
    },
  },
  render: (args) => <ComposedDialog onOpenChange={args.onOpenChange ?? (() => undefined)} />,
  args: { onOpenChange: fn(), children: null },
} satisfies Meta<typeof DialogRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Composed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: t().editNote });
    // asChild: the package's Button is the trigger itself, not a button wrapped in another.
    await expect(trigger).toHaveAttribute('data-slot', 'button');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger.closest('button:not([data-slot="button"])')).toBeNull();
    await userEvent.click(trigger);

    const dialog = await body.findByRole('dialog', { name: t().editNote });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(dialog).toHaveAccessibleDescription(t().noteShown);
    await expect(dialog).toHaveAttribute('dir', globals.locale === 'ar' ? 'rtl' : 'ltr');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    // The footer's own Cancel closes it, and focus goes back to the trigger.
    await userEvent.click(within(dialog).getByRole('button', { name: t().cancel }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());

    // The keyboard opens it too; the header's Close is named in the page's language.
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('dialog', { name: t().editNote });
    await userEvent.click(
      within(reopened).getByRole('button', { name: storyUiMessage(globals, 'ui.dialog.close') }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ComposedEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: t().editNote });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: t().editNote });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
