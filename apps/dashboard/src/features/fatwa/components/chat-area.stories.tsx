import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { storyContentLocale } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import { useToast } from '@minbar/ui/toast/toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ANSWER,
  ASKED,
  fatwaDecorators,
  fatwaText,
  SAMPLE_RESPONSE,
  STORY_NOW,
  sampleQuestion,
} from '../../../test/fatwa-story-support';
import { overriding, withContentLanguage, wordsIn } from '../../../test/story-content';
import { storyText } from '../../../test/story-decorators';
import { draftOfResponse, emptyDraft } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import { ChatArea, type ChatAreaProps } from './chat-area';
import { EditResponseDialog } from './edit-response-dialog';
import { ReplyForm } from './reply-form';

const UNANSWERED = sampleQuestion();
const ANSWERED = sampleQuestion({ id: 102, responses: [SAMPLE_RESPONSE] });
const CANCELED = sampleQuestion({ id: 103, is_active: false });

const meta = {
  title: 'Dashboard/Fatwa/ChatArea',
  component: ChatArea,
  decorators: [withContentLanguage, ...fatwaDecorators],
  args: {
    state: { status: 'ready', question: ANSWERED },
    canAct: true,
    contentLanguage: 'en',
    onContentLanguageChange: fn(),
    onSetActive: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
    replyForm: null,
    now: STORY_NOW,
  },
} satisfies Meta<typeof ChatArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnansweredWithReplyForm: Story = {
  args: { state: { status: 'ready', question: UNANSWERED } },
  render: (args) => (
    <ChatArea
      {...args}
      replyForm={
        <ReplyForm
          initialDraft={emptyDraft(UNANSWERED)}
          askerLanguage={storyContentLocale()}
          emptyDraft={emptyDraft(UNANSWERED)}
          onSend={fn()}
          onReload={fn()}
        />
      }
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(UNANSWERED.question);
    await expect(canvas.getByText(fatwaText(globals, 'fatwa.status.unanswered'))).toBeVisible();
    await expect(canvas.getByRole('form', { name: fatwaText(globals, 'fatwa.reply.title') })).toBeVisible();
    const asked = storyLocale(globals);
    await expect(canvas.getByRole('tab', { name: storyText(globals, `forms.tab.${asked}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const AnsweredWithResponses: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SAMPLE_RESPONSE.response)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.response.edit') }));
    await expect(args.onEdit).toHaveBeenCalledWith(SAMPLE_RESPONSE);
    await userEvent.click(canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.response.delete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(SAMPLE_RESPONSE);
  },
};

/**
 * An asker and an answer holding a right-to-left override: the name goes into the message between
 * isolate marks and the answer into an isolating element, so neither reorders the desk's own words.
 */
/** A name holding a right-to-left override, written as an asker of each desk would sign. */
const OVERRIDING_NAME = {
  en: 'nimda\u202Egro.elpmaxe',
  ar: 'مدير\u202Eالموقع',
  pl: 'nimda\u202Egro.elpmaxe',
};

const OVERRIDDEN = {
  en: 'Yes\u202E, but see below',
  ar: 'نعم\u202E، لكن انظر أدناه',
  pl: 'Tak\u202E, ale zobacz niżej',
};

export const DirectionMarksInUserText: Story = {
  decorators: [
    // The answer (in the story's language) holds the override too, read when the story renders.
    (Story, context) => {
      const question = sampleQuestion({
        id: 104,
        username: wordsIn(context.globals, OVERRIDING_NAME),
        responses: [overriding(SAMPLE_RESPONSE, { response: wordsIn(context.globals, OVERRIDDEN) })],
      });
      return Story({ args: { ...context.args, state: { status: 'ready', question } } });
    },
  ],
  play: async ({ canvasElement, globals }) => {
    const asker = canvasElement.querySelector('.fatwa-thread__asker');
    await expect(asker?.textContent).toContain(`\u2068${wordsIn(globals, OVERRIDING_NAME)}\u2069`);
    const answer = canvasElement.querySelector('.fatwa-response__text [data-slot="user-text"]');
    await expect(answer).toHaveTextContent(wordsIn(globals, OVERRIDDEN));
    await expect(answer && getComputedStyle(answer).unicodeBidi).toBe('isolate');
  },
};

export const ShownInArabic: Story = {
  args: {
    contentLanguage: 'ar',
    state: {
      status: 'ready',
      question: overriding(ANSWERED, {
        responses: [overriding(SAMPLE_RESPONSE, { question_by_language: ASKED.ar, response: ANSWER.ar })],
      }),
    },
  },
  parameters: { keepContentLanguage: true },
  play: async ({ canvasElement }) => {
    const answer = canvasElement.querySelector('[data-slot="fatwa-response"]');
    await expect(answer).toHaveAttribute('lang', 'ar');
    await expect(answer).toHaveAttribute('dir', 'rtl');
    await expect(answer).toHaveTextContent(SAMPLE_RESPONSE.response_ar);
  },
};

/**
 * A question asked in Polish while the desk shows answers in English: the thread names the question's
 * language as Polish, and says apart that the answers are shown in English.
 */
export const PolishQuestion: Story = {
  args: {
    contentLanguage: 'en',
    state: {
      status: 'ready',
      question: overriding(ANSWERED, {
        language: 'pl',
        question: ASKED.pl,
        responses: [overriding(SAMPLE_RESPONSE, { question_by_language: ASKED.en, response: ANSWER.en })],
      }),
    },
  },
  parameters: { keepContentLanguage: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const language = (id: 'en' | 'pl') => fatwaText(globals, `fatwa.language.${id}`);
    await expect(
      canvas.getByText(fatwaText(globals, 'fatwa.chat.askedIn', { language: language('pl') })),
    ).toBeVisible();
    await expect(
      canvas.queryByText(fatwaText(globals, 'fatwa.chat.askedIn', { language: language('en') })),
    ).toBeNull();
    await expect(
      canvas.getByText(fatwaText(globals, 'fatwa.chat.answersShownIn', { language: language('en') })),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'pl');
  },
};

export const Canceled: Story = {
  args: { state: { status: 'ready', question: CANCELED } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(fatwaText(globals, 'fatwa.chat.canceled'))).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const ImamMenuOpen: Story = {
  args: { menuOpen: true, onMenuOpenChange: fn() },
  play: async ({ globals, args }) => {
    const menu = await screen.findByRole('menu', { name: fatwaText(globals, 'fatwa.menu.label') });
    const shown = storyLocale(globals);
    const other = shown === 'pl' ? 'en' : 'pl';
    await expect(
      within(menu).getByRole('menuitemradio', { name: fatwaText(globals, `fatwa.language.${shown}`) }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(
      within(menu).getByRole('menuitemradio', { name: fatwaText(globals, `fatwa.language.${other}`) }),
    );
    await expect(args.onContentLanguageChange).toHaveBeenCalledWith(other);
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: fatwaText(globals, 'fatwa.menu.deactivate') }),
    );
    await expect(args.onSetActive).toHaveBeenCalledWith(ANSWERED, false);
  },
};

export const NonImamReadOnly: Story = {
  args: { canAct: false },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SAMPLE_RESPONSE.response)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: fatwaText(globals, 'fatwa.menu.label') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: fatwaText(globals, 'fatwa.response.edit') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: fatwaText(globals, 'fatwa.response.delete') }),
    ).toBeNull();
    await expect(canvas.getByText(fatwaText(globals, 'fatwa.chat.readOnly'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      fatwaText(globals, 'fatwa.chat.loading'),
    );
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: { id: 'fatwa.error.fetchQuestion' } } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      fatwaText(globals, 'fatwa.error.fetchQuestion'),
    );
    await userEvent.click(canvas.getByRole('button', { name: fatwaText(globals, 'fatwa.list.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NothingSelected: Story = {
  args: { state: { status: 'none' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(fatwaText(globals, 'fatwa.chat.none'))).toBeVisible();
  },
};

export const EditConfirmation: Story = {
  render: (args) => (
    <>
      <ChatArea {...args} />
      <EditResponseDialog
        askerLanguage={storyContentLocale()}
        initialDraft={{
          ...draftOfResponse(SAMPLE_RESPONSE),
          response_pl: 'Tak, w podróży wolno łączyć modlitwy.',
        }}
        onSave={fn()}
        onClose={fn()}
        confirmOpen
        onConfirm={args.onEdit as () => void}
        onConfirmCancel={fn()}
      />
    </>
  ),
  play: async ({ globals, args }) => {
    const confirm = await screen.findByRole('alertdialog', {
      name: fatwaText(globals, 'fatwa.edit.confirmTitle'),
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: fatwaText(globals, 'fatwa.edit.confirm') }),
    );
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const EditFormPrefilled: Story = {
  render: (args) => (
    <>
      <ChatArea {...args} />
      <EditResponseDialog
        askerLanguage={storyContentLocale()}
        initialDraft={draftOfResponse(SAMPLE_RESPONSE)}
        nothingChanged
        onSave={args.onEdit as () => void}
        onClose={fn()}
        confirmOpen={false}
        onConfirm={fn()}
        onConfirmCancel={fn()}
      />
    </>
  ),
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog', { name: fatwaText(globals, 'fatwa.edit.title') });
    const asked = storyLocale(globals);
    const language = fatwaText(globals, `fatwa.language.${asked}`);
    await expect(
      within(dialog).getByRole('textbox', {
        name: fatwaText(globals, 'fatwa.reply.response', { language }),
      }),
    ).toHaveValue(SAMPLE_RESPONSE[`response_${asked}`]);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      fatwaText(globals, 'fatwa.edit.nothingChanged'),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: fatwaText(globals, 'fatwa.edit.save') }),
    );
    await waitFor(() => expect(args.onEdit).toHaveBeenCalled());
  },
};

const ADDED = { en: ' Allah knows best.', ar: ' والله أعلم.', pl: ' Allah wie najlepiej.' };

/** Closing the edit form with changes asks to discard them; Keep editing returns to what was typed. */
export const EditDiscardChanges: Story = {
  render: (args) => (
    <>
      <ChatArea {...args} />
      <EditResponseDialog
        askerLanguage={storyContentLocale()}
        initialDraft={draftOfResponse(SAMPLE_RESPONSE)}
        onSave={fn()}
        onClose={args.onRetry}
        confirmOpen={false}
        onConfirm={fn()}
        onConfirmCancel={fn()}
      />
    </>
  ),
  play: async ({ globals, args }) => {
    const asked = storyLocale(globals);
    const language = fatwaText(globals, `fatwa.language.${asked}`);
    const answerName = fatwaText(globals, 'fatwa.reply.response', { language });
    const dialog = await screen.findByRole('dialog', { name: fatwaText(globals, 'fatwa.edit.title') });
    await userEvent.type(within(dialog).getByRole('textbox', { name: answerName }), wordsIn(globals, ADDED));
    await userEvent.click(
      within(dialog).getByRole('button', { name: fatwaText(globals, 'fatwa.edit.cancel') }),
    );
    const discard = await screen.findByRole('alertdialog', {
      name: storyText(globals, 'forms.discard.title'),
    });
    await userEvent.click(
      within(discard).getByRole('button', { name: storyText(globals, 'forms.keepEditing') }),
    );
    const again = await screen.findByRole('dialog', { name: fatwaText(globals, 'fatwa.edit.title') });
    await expect(within(again).getByRole('textbox', { name: answerName })).toHaveValue(
      `${SAMPLE_RESPONSE[`response_${asked}`]}${wordsIn(globals, ADDED)}`,
    );
    await expect(args.onRetry).not.toHaveBeenCalled();
    await userEvent.click(
      within(again).getByRole('button', { name: fatwaText(globals, 'fatwa.edit.cancel') }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: storyText(globals, 'forms.discard.confirm') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

function DeleteConfirmationDemo(args: ChatAreaProps) {
  const t = useFatwaT();
  return (
    <>
      <ChatArea {...args} />
      <ConfirmDialog
        open
        onOpenChange={fn()}
        tone="danger"
        title={t('fatwa.delete.title')}
        message={t('fatwa.delete.message')}
        confirmLabel={t('fatwa.delete.confirm')}
        onConfirm={() => args.onDelete(SAMPLE_RESPONSE)}
      />
    </>
  );
}

export const DeleteConfirmation: Story = {
  render: (args) => <DeleteConfirmationDemo {...args} />,
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: fatwaText(globals, 'fatwa.delete.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: fatwaText(globals, 'fatwa.delete.confirm') }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(SAMPLE_RESPONSE);
  },
};

function PopupDemo({ tone, ...args }: ChatAreaProps & { tone: 'success' | 'error' }) {
  const t = useFatwaT();
  const toast = useToast();
  const message = t(tone === 'success' ? 'fatwa.success.created' : 'fatwa.error.create');
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.show({ tone, message });
  }, [tone, toast, message]);
  return <ChatArea {...args} />;
}

/** The popups close by themselves after 3 seconds. */
export const SuccessPopup: Story = {
  render: (args) => <PopupDemo {...args} tone="success" />,
  play: async ({ globals }) => {
    const text = fatwaText(globals, 'fatwa.success.created');
    // The toast fades in, so presence (not visibility) is what the first check can rely on.
    await expect((await screen.findByText(text)).closest('[role="status"]')).toHaveAttribute(
      'data-tone',
      'success',
    );
    await waitFor(() => expect(screen.queryByText(text)).toBeNull(), { timeout: 4500 });
  },
};

export const ErrorPopup: Story = {
  render: (args) => <PopupDemo {...args} tone="error" />,
  play: async ({ globals }) => {
    const text = fatwaText(globals, 'fatwa.error.create');
    await expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(screen.queryByText(text)).toBeNull(), { timeout: 4500 });
  },
};
