import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptyDraft, type ReplyDraft } from '../desk-model';
import { ReplyForm, type ReplyFormProps } from './reply-form';
import { fatwaDecorators, fatwaText, sampleQuestion } from './story-support';

const QUESTION = sampleQuestion();

/** Holds the draft like the route does, so typing shows in the fields. */
function ControlledReplyForm(props: ReplyFormProps) {
  const [draft, setDraft] = useState<ReplyDraft>(props.draft);
  return (
    <ReplyForm
      {...props}
      draft={draft}
      onDraftChange={(field, value) => {
        setDraft((current) => ({ ...current, [field]: value }));
        props.onDraftChange(field, value);
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/Fatwa/ReplyForm',
  component: ReplyForm,
  decorators: fatwaDecorators,
  render: (args) => <ControlledReplyForm {...args} />,
  args: {
    questionId: QUESTION.id,
    draft: emptyDraft(QUESTION),
    onDraftChange: fn(),
    errors: {},
    focusRequest: 0,
    onSend: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof ReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const english = fatwaText(globals, 'fatwa.language.en');
    // The asker wrote in English: their words start the English question field.
    await expect(
      canvas.getByRole('textbox', {
        name: fatwaText(globals, 'fatwa.reply.question', { language: english }),
      }),
    ).toHaveValue(QUESTION.question);
    const answer = canvas.getByRole('textbox', {
      name: fatwaText(globals, 'fatwa.reply.response', { language: english }),
    });
    await userEvent.type(answer, 'Yes.');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('response_en', 'Yes.');
    await userEvent.click(canvas.getByRole('tab', { name: fatwaText(globals, 'fatwa.tab.ar') }));
    const arabic = fatwaText(globals, 'fatwa.language.ar');
    const arabicAnswer = canvas.getByRole('textbox', {
      name: fatwaText(globals, 'fatwa.reply.response', { language: arabic }),
    });
    await expect(arabicAnswer).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.reply.reload') }));
    await expect(args.onReload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.reply.send') }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

/** A refused send: the Arabic tab is marked, opens, and its empty answer takes focus. */
export const InvalidOnOneTab: Story = {
  args: {
    draft: {
      ...emptyDraft(QUESTION),
      response_en: 'Yes.',
      question_ar: 'هل يجوز الجمع؟',
      question_pl: 'Czy wolno?',
      response_pl: 'Tak.',
    },
    errors: { response_ar: { id: 'fatwa.validation.required' } },
    focusRequest: 1,
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const invalid = fatwaText(globals, 'fatwa.tab.invalid');
    const arabicTab = canvas.getByRole('tab', { name: `${fatwaText(globals, 'fatwa.tab.ar')} ${invalid}` });
    await waitFor(() => expect(arabicTab).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tab', { name: fatwaText(globals, 'fatwa.tab.en') })).toBeVisible();
    const arabic = fatwaText(globals, 'fatwa.language.ar');
    const field = canvas.getByRole('textbox', {
      name: fatwaText(globals, 'fatwa.reply.response', { language: arabic }),
    });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(fatwaText(globals, 'fatwa.validation.required'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(fatwaText(globals, 'fatwa.reply.invalid'));
  },
};

export const Sending: Story = {
  args: {
    sending: true,
    draft: {
      question_en: QUESTION.question,
      response_en: 'Yes.',
      question_ar: 'هل يجوز الجمع؟',
      response_ar: 'نعم.',
      question_pl: 'Czy wolno?',
      response_pl: 'Tak.',
    },
  },
  play: async ({ canvasElement, globals, args }) => {
    const send = within(canvasElement).getByRole('button', { name: fatwaText(globals, 'fatwa.reply.send') });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
