import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { TextField } from '../text-field/text-field';
import { FormDialog, type FormDialogProps } from './form-dialog';

const TEXT = {
  en: {
    editNote: 'Edit note',
    noteShown: 'The note is shown to other administrators.',
    note: 'Note',
    save: 'Save',
    cancel: 'Cancel',
    typed: 'Jumu’ah at 13:30',
    unsaved: 'Unsaved changes',
    longTitle: 'Change the iqama times of the weekend Quran school volunteers’ prayer room',
    longDescription:
      'The times apply from the chosen date until another setting covers the day. Administrators of the centre see every change in the prayer-times history.',
    saveNew: 'Save the new iqama times',
  },
  ar: {
    editNote: 'تعديل الملاحظة',
    noteShown: 'تظهر الملاحظة للمشرفين الآخرين.',
    note: 'ملاحظة',
    save: 'حفظ',
    cancel: 'إلغاء',
    typed: 'الجمعة الساعة 13:30',
    unsaved: 'تغييرات غير محفوظة',
    longTitle: 'تغيير أوقات الإقامة في مصلى متطوعي مدرسة القرآن في نهاية الأسبوع',
    longDescription:
      'تسري الأوقات من التاريخ المختار حتى يغطي اليومَ إعدادٌ آخر. ويرى مشرفو المركز كل تغيير في سجل مواقيت الصلاة.',
    saveNew: 'حفظ أوقات الإقامة الجديدة',
  },
  pl: {
    editNote: 'Edytuj notatkę',
    noteShown: 'Notatkę widzą pozostali administratorzy.',
    note: 'Notatka',
    save: 'Zapisz',
    cancel: 'Anuluj',
    typed: 'Dżuma o 13:30',
    unsaved: 'Niezapisane zmiany',
    longTitle: 'Zmiana godzin ikamy w sali modlitw wolontariuszy weekendowej szkoły koranicznej',
    longDescription:
      'Godziny obowiązują od wybranej daty, dopóki dnia nie obejmie inne ustawienie. Administratorzy centrum widzą każdą zmianę w historii godzin modlitw.',
    saveNew: 'Zapisz nowe godziny ikamy',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

const onSubmit = fn();

function NoteForm({ formId }: { formId: string }) {
  const [note, setNote] = useState('');
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(note);
      }}
    >
      <TextField label={t().note} name="note" value={note} onChange={setNote} />
    </form>
  );
}

const meta = {
  title: 'UI/FormDialog',
  component: FormDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      modal: 'title-button',
      keyboard: [
        ['Tab, Shift+Tab', 'Cycle through the form and its buttons'],
        ['Enter', 'Submits from a text field'],
        ['Escape', 'Closes without saving, unless it is busy'],
      ],
      rightToLeft: "As Dialog: the footer's buttons sit at the inline end (left in Arabic).",
    },
  },
  render: (args: FormDialogProps) => (
    <FormDialog {...args}>
      <NoteForm formId={args.formId} />
    </FormDialog>
  ),
  args: {
    open: true,
    onOpenChange: fn(),
    title: arg('editNote'),
    description: arg('noteShown'),
    formId: 'story-note-form',
    busy: false,
    submitLabel: arg('save'),
    cancelLabel: arg('cancel'),
    children: null,
  },
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t().editNote });
    await expect(dialog).toHaveAccessibleDescription(t().noteShown);

    // The submit button sits in the footer, outside the form, and still submits it.
    await userEvent.type(within(dialog).getByRole('textbox', { name: t().note }), t().typed);
    await userEvent.click(within(dialog).getByRole('button', { name: t().save }));
    await expect(onSubmit).toHaveBeenCalledWith(t().typed);

    await userEvent.click(within(dialog).getByRole('button', { name: t().cancel }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t().editNote });
    await expect(within(dialog).getByRole('button', { name: t().cancel })).toBeDisabled();
    const save = within(dialog).getByRole('button', { name: t().save });
    await expect(save).toHaveAttribute('aria-busy', 'true');

    // A second press while saving sends nothing, and the dialog cannot be dismissed.
    await userEvent.click(save);
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
  },
};

/** An edit with changes not saved yet: a note at the start of the footer, before the buttons. */
export const WithFooterNote: Story = {
  args: { footerNote: arg('unsaved') },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t().editNote,
    });
    const note = within(dialog).getByRole('status');
    await expect(note).toHaveTextContent(t().unsaved);
    // The note comes first in the footer, so it reads before the buttons in either direction.
    const cancel = within(dialog).getByRole('button', { name: t().cancel });
    await expect(note.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    // Without a footer note, nothing is announced as a status.
    await expect(within(dialog).queryByRole('status')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: arg('longTitle'),
    description: arg('longDescription'),
    submitLabel: arg('saveNew'),
  },
};
