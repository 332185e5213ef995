import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../../test/story-decorators';
import { emptyDraft, type ReplyDraft } from '../desk-model';
import { ReplyForm } from './reply-form';
import { fatwaDecorators, fatwaText, sampleQuestion } from './story-support';

const QUESTION = sampleQuestion();
const FRESH = emptyDraft(QUESTION);

const COMPLETE: ReplyDraft = {
  question_en: QUESTION.question,
  response_en: 'Yes.',
  question_ar: 'هل يجوز الجمع؟',
  response_ar: 'نعم.',
  question_pl: 'Czy wolno?',
  response_pl: 'Tak.',
};

const meta = {
  title: 'Dashboard/Fatwa/ReplyForm',
  component: ReplyForm,
  decorators: fatwaDecorators,
  parameters: { a11y: { test: 'error' } },
  args: {
    initialDraft: FRESH,
    emptyDraft: FRESH,
    onDraftChange: fn(),
    onSend: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof ReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
type Language = 'en' | 'ar' | 'pl';

function field(
  canvas: ReturnType<typeof within>,
  globals: Globals,
  kind: 'question' | 'response',
  language: Language,
) {
  return canvas.getByRole('textbox', {
    name: fatwaText(globals, kind === 'question' ? 'fatwa.reply.question' : 'fatwa.reply.response', {
      language: fatwaText(globals, `fatwa.language.${language}`),
    }),
  });
}

/** The tab of a language as named while it holds an error: "AR Arabic, has errors". */
function markedTabName(globals: Globals, language: Language) {
  const invalid = storyText(globals, 'forms.tab.invalid', {
    language: storyText(globals, `forms.language.${language}`),
  });
  return `${storyText(globals, `forms.tab.${language}`)} ${invalid}`;
}

export const Empty: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    // The asker wrote in English: their words start the English question field.
    await expect(field(canvas, globals, 'question', 'en')).toHaveValue(QUESTION.question);
    await userEvent.type(field(canvas, globals, 'response', 'en'), 'Yes.');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ ...FRESH, response_en: 'Yes.' });
    await userEvent.click(canvas.getByRole('tab', { name: storyText(globals, 'forms.tab.ar') }));
    await expect(field(canvas, globals, 'response', 'ar')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.reply.reload') }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** Complete in three languages: Send hands over the reply. */
export const Complete: Story = {
  args: { initialDraft: COMPLETE },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.reply.send') }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith(COMPLETE));
  },
};

/** A refused send: the Arabic tab is marked, opens, and its empty answer takes focus. */
export const InvalidOnHiddenTab: Story = {
  args: { initialDraft: { ...COMPLETE, response_ar: '' } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.reply.send') }));
    const arabicTab = await canvas.findByRole('tab', { name: markedTabName(globals, 'ar') });
    await waitFor(() => expect(arabicTab).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tab', { name: storyText(globals, 'forms.tab.en') })).toBeVisible();
    await waitFor(() => expect(field(canvas, globals, 'response', 'ar')).toHaveFocus());
    await expect(field(canvas, globals, 'response', 'ar')).toHaveAccessibleDescription(
      fatwaText(globals, 'fatwa.validation.required'),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(fatwaText(globals, 'fatwa.reply.invalid'));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The server refused the Polish answer: its tab opens on the message, and what was typed stays. */
export const ServerRefusal: Story = {
  args: {
    initialDraft: COMPLETE,
    serverErrors: { response_pl: { id: 'fatwa.validation.tooLong', values: { max: 5000 } } },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: markedTabName(globals, 'pl') })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const polish = field(canvas, globals, 'response', 'pl');
    await waitFor(() => expect(polish).toHaveFocus());
    await expect(polish).toHaveValue(COMPLETE.response_pl);
    await expect(polish).toHaveAccessibleDescription(
      fatwaText(globals, 'fatwa.validation.tooLong', { max: 5000 }),
    );
  },
};

/** Long answers wrap inside their fields. */
export const LongText: Story = {
  args: {
    initialDraft: {
      ...COMPLETE,
      response_en: 'A traveller may shorten and combine Dhuhr with Asr and Maghrib with Isha. '
        .repeat(12)
        .trim(),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const answer = field(within(canvasElement), globals, 'response', 'en');
    await expect(answer.scrollWidth).toBeLessThanOrEqual(answer.clientWidth);
  },
};

export const Sending: Story = {
  args: { sending: true, initialDraft: COMPLETE },
  play: async ({ canvasElement, globals, args }) => {
    const send = within(canvasElement).getByRole('button', { name: fatwaText(globals, 'fatwa.reply.send') });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
