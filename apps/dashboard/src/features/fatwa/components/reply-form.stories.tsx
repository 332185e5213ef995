import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ASKED, fatwaDecorators, fatwaText, sampleQuestion } from '../../../test/fatwa-story-support';
import { storyText } from '../../../test/story-decorators';
import { emptyDraft, type ReplyDraft } from '../desk-model';
import { ReplyForm } from './reply-form';

/** Asked in English (in every desk's language: the English form of the reply is the required one). */
const QUESTION = sampleQuestion({ question: ASKED.en, language: 'en' });
const FRESH = emptyDraft(QUESTION);
const POLISH_QUESTION = sampleQuestion({
  id: 102,
  question: 'Czy wolno łączyć modlitwy w podróży pociągiem?',
  language: 'pl',
});
const POLISH_FRESH = emptyDraft(POLISH_QUESTION);

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
    askerLanguage: 'en',
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

/** The asker's words as shown above the answer: quoted, not a field. */
function askedQuestion(canvas: ReturnType<typeof within>, globals: Globals, language: Language) {
  return canvas.getByRole('blockquote', {
    name: fatwaText(globals, 'fatwa.reply.asked', {
      language: fatwaText(globals, `fatwa.language.${language}`),
    }),
  });
}

function tab(canvas: ReturnType<typeof within>, globals: Globals, language: Language) {
  return canvas.getByRole('tab', { name: storyText(globals, `forms.tab.${language}`) });
}

export const Empty: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    // The asker wrote in English: their words are shown, read-only, above the English answer.
    await expect(askedQuestion(canvas, globals, 'en')).toHaveTextContent(QUESTION.question);
    await expect(field(canvas, globals, 'response', 'en')).toBeRequired();
    await userEvent.type(field(canvas, globals, 'response', 'en'), 'Yes.');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ ...FRESH, response_en: 'Yes.' });
    await userEvent.click(canvas.getByRole('tab', { name: storyText(globals, 'forms.tab.ar') }));
    await expect(field(canvas, globals, 'response', 'ar')).toHaveAttribute('dir', 'rtl');
    // Arabic is a translation here: offered, not required.
    await expect(field(canvas, globals, 'question', 'ar')).not.toBeRequired();
    await expect(field(canvas, globals, 'response', 'ar')).not.toBeRequired();
    // Reload is by the title and Send at the end, the answers between them: one is not hit for the other.
    const reload = canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.reply.reload') });
    const send = canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.reply.send') });
    const answer = field(canvas, globals, 'response', 'ar').getBoundingClientRect();
    await expect(reload.getBoundingClientRect().bottom).toBeLessThanOrEqual(answer.top);
    await expect(send.getBoundingClientRect().top).toBeGreaterThanOrEqual(answer.bottom);
    await expect(reload.parentElement).not.toBe(send.parentElement);
    await userEvent.click(reload);
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

/** A half translation is refused: the Arabic tab is marked, opens, and its empty answer takes focus. */
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
      fatwaText(globals, 'fatwa.validation.translationIncomplete'),
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

/**
 * A question asked in Polish: the form opens on the Polish tab with the question as asked, read-only,
 * above the one required field, the Polish answer; English and Arabic are optional translations.
 */
export const AskedInPolish: Story = {
  args: { initialDraft: POLISH_FRESH, emptyDraft: POLISH_FRESH, askerLanguage: 'pl' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(tab(canvas, globals, 'pl')).toHaveAttribute('aria-selected', 'true');
    await expect(askedQuestion(canvas, globals, 'pl')).toHaveTextContent(POLISH_QUESTION.question);
    await expect(askedQuestion(canvas, globals, 'pl')).toHaveAttribute('lang', 'pl');
    // The question is not a box to fill in: the only field on the tab is the answer.
    await expect(canvas.getAllByRole('textbox')).toEqual([field(canvas, globals, 'response', 'pl')]);
    await expect(field(canvas, globals, 'response', 'pl')).toBeRequired();
    await userEvent.click(tab(canvas, globals, 'en'));
    await expect(canvas.getByText(fatwaText(globals, 'fatwa.reply.translationHint'))).toBeVisible();
    await expect(field(canvas, globals, 'question', 'en')).not.toBeRequired();
    await expect(field(canvas, globals, 'response', 'en')).not.toBeRequired();
  },
};

/** Sending a Polish question without its Polish answer: the answer is marked, nothing is sent. */
export const AskedInPolishAnswerMissing: Story = {
  args: { initialDraft: POLISH_FRESH, emptyDraft: POLISH_FRESH, askerLanguage: 'pl' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.reply.send') }));
    const answer = field(canvas, globals, 'response', 'pl');
    await waitFor(() => expect(answer).toHaveFocus());
    await expect(answer).toHaveAccessibleDescription(fatwaText(globals, 'fatwa.validation.required'));
    await expect(canvas.getByRole('tab', { name: markedTabName(globals, 'pl') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Only the asker's language is missing: the untouched translations are not marked.
    await expect(tab(canvas, globals, 'en')).toBeVisible();
    await expect(tab(canvas, globals, 'ar')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A Polish question answered in Polish only is sent, the translations left blank. */
export const AskedInPolishSentInPolishOnly: Story = {
  args: { initialDraft: POLISH_FRESH, emptyDraft: POLISH_FRESH, askerLanguage: 'pl' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, globals, 'response', 'pl'), 'Tak, podróżny może łączyć modlitwy.');
    await userEvent.click(canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.reply.send') }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({
        ...POLISH_FRESH,
        question_pl: POLISH_QUESTION.question,
        response_pl: 'Tak, podróżny może łączyć modlitwy.',
      }),
    );
  },
};
