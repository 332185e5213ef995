import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../text-field/text-field';
import { FormDialog, type FormDialogProps } from './form-dialog';

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
      <TextField label="Note" name="note" value={note} onChange={setNote} />
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
    title: 'Edit note',
    description: 'The note is shown to other administrators.',
    formId: 'story-note-form',
    busy: false,
    submitLabel: 'Save',
    cancelLabel: 'Cancel',
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
    const dialog = await body.findByRole('dialog', { name: 'Edit note' });
    await expect(dialog).toHaveAccessibleDescription('The note is shown to other administrators.');

    // The submit button sits in the footer, outside the form, and still submits it.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Jumu’ah at 13:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledWith('Jumu’ah at 13:30');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Edit note' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const save = within(dialog).getByRole('button', { name: 'Save' });
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
  args: { footerNote: 'Unsaved changes' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit note' });
    const note = within(dialog).getByRole('status');
    await expect(note).toHaveTextContent('Unsaved changes');
    // The note comes first in the footer, so it reads before the buttons in either direction.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
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
    title: 'Change the iqama times of the weekend Quran school volunteers’ prayer room',
    description:
      'The times apply from the chosen date until another setting covers the day. Administrators of the centre see every change in the prayer-times history.',
    submitLabel: 'Save the new iqama times',
  },
};
