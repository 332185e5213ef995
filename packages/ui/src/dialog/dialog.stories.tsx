import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { byLanguage, inStoryLanguage } from '../provider/story-content';
import { storyUiMessage } from '../provider/story-locale';
import { TextField } from '../text-field/text-field';
import { Dialog, type DialogProps } from './dialog';

const TEXT = {
  en: {
    openDialog: 'Open dialog',
    note: 'Note',
    editNote: 'Edit note',
    noteShown: 'The note is shown to other administrators.',
    save: 'Save',
    longTitle: 'Change the roles of the account registered for the weekend Quran school volunteers',
    longDescription:
      'The account keeps access to every area its remaining roles allow. Administrators of the centre are notified by email of every change made to the roles of an account.',
  },
  ar: {
    openDialog: 'فتح النافذة',
    note: 'ملاحظة',
    editNote: 'تعديل الملاحظة',
    noteShown: 'تظهر الملاحظة للمشرفين الآخرين.',
    save: 'حفظ',
    longTitle: 'تغيير أدوار الحساب المسجّل لمتطوعي مدرسة القرآن في نهاية الأسبوع',
    longDescription:
      'يحتفظ الحساب بالوصول إلى كل قسم تسمح به أدواره المتبقية. ويُبلَّغ مشرفو المركز بالبريد الإلكتروني بكل تغيير في أدوار أي حساب.',
  },
  pl: {
    openDialog: 'Otwórz okno',
    note: 'Notatka',
    editNote: 'Edytuj notatkę',
    noteShown: 'Notatkę widzą pozostali administratorzy.',
    save: 'Zapisz',
    longTitle: 'Zmiana ról konta zarejestrowanego dla wolontariuszy weekendowej szkoły koranicznej',
    longDescription:
      'Konto zachowuje dostęp do każdego działu, na który pozwalają pozostałe role. Administratorzy centrum otrzymują wiadomość e-mail o każdej zmianie ról konta, także o zmianach wprowadzonych przez współpracowników.',
  },
};
/** The story's sample text in its language (set before each render). */
const t = () => inStoryLanguage(TEXT);
/** An arg in the story's language, chosen by the preview before each render. */
const arg = (key: keyof typeof TEXT.en) =>
  byLanguage({ en: TEXT.en[key], ar: TEXT.ar[key], pl: TEXT.pl[key] });

function DialogWithTrigger(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  const [note, setNote] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t().openDialog}</Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      >
        {props.children ?? <TextField label={t().note} name="note" value={note} onChange={setNote} />}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      modal: 'own-trigger',
      keyboard: [
        ['Tab, Shift+Tab', 'Cycle inside the dialog; focus is trapped'],
        ['Escape', 'Closes it; focus returns to what opened it'],
      ],
      rightToLeft:
        'The close button sits at the inline end of the title row (left in Arabic); the content is portalled and receives `dir` again.',
    },
  },
  render: (args) => <DialogWithTrigger {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: arg('editNote'),
    description: arg('noteShown'),
    footer: byLanguage({
      en: <Button>{TEXT.en.save}</Button>,
      ar: <Button>{TEXT.ar.save}</Button>,
      pl: <Button>{TEXT.pl.save}</Button>,
    }),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: t().openDialog });
    await userEvent.click(trigger);

    const dialog = await body.findByRole('dialog', { name: t().editNote });
    await expect(dialog).toHaveAccessibleDescription(t().noteShown);
    await expect(dialog).toHaveAttribute('dir', globals.locale === 'ar' ? 'rtl' : 'ltr');

    // Focus moves in, then Tab cycles through the note, Save and Close without leaving the dialog.
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(
      await body.findByRole('button', { name: storyUiMessage(globals, 'ui.dialog.close') }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t().editNote }),
    ).toBeVisible();
  },
};

export const WithoutDescription: Story = {
  args: { open: true, description: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const LongText: Story = {
  args: {
    open: true,
    title: arg('longTitle'),
    description: arg('longDescription'),
  },
};
