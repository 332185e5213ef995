import { boundedText, TEXT_ISSUE } from '@minbar/domain/input/text';
import { Button } from '@minbar/ui/button/button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import { storyText, withDashboard } from '../../test/story-decorators';
import { issueMessage as sharedIssueMessage } from '../feedback';
import { useT } from '../i18n';
import { useAppForm } from './app-form';
import type { IssueMessage } from './form-context';
import { FormElement } from './form-element';
import { type ContentLanguage, MultiLanguageFields, useContentLanguageTabs } from './multi-language-form';

/** A title and a description in each language: the shape of the events, activities and packages forms. */
const MAX = 120;
const text = v.pipe(
  boundedText(MAX, { tooLong: TEXT_ISSUE.tooLong }),
  v.trim(),
  v.nonEmpty(TEXT_ISSUE.required),
);
const demoSchema = v.object(
  {
    title_en: text,
    description_en: text,
    title_ar: text,
    description_ar: text,
    title_pl: text,
    description_pl: text,
  },
  TEXT_ISSUE.required,
);
type DemoValues = v.InferInput<typeof demoSchema>;
type DemoField = keyof DemoValues;

const FIELDS: Record<ContentLanguage, readonly DemoField[]> = {
  en: ['title_en', 'description_en'],
  ar: ['title_ar', 'description_ar'],
  pl: ['title_pl', 'description_pl'],
};

const EMPTY: DemoValues = {
  title_en: '',
  description_en: '',
  title_ar: '',
  description_ar: '',
  title_pl: '',
  description_pl: '',
};

const issueMessage: IssueMessage = (code) =>
  code === TEXT_ISSUE.tooLong
    ? { id: 'validation.text.too_long', values: { max: MAX } }
    : sharedIssueMessage(code);

function DemoForm({
  initialValues,
  onSubmit,
}: {
  initialValues: DemoValues;
  onSubmit: (values: DemoValues) => void;
}) {
  const t = useT();
  const form = useAppForm({ schema: demoSchema, defaultValues: initialValues, onSubmit });
  const tabs = useContentLanguageTabs(FIELDS);
  return (
    <form.AppForm>
      <FormElement issueMessage={issueMessage} style={{ maxInlineSize: '36rem' }}>
        <MultiLanguageFields tabs={tabs}>
          {(tab) =>
            FIELDS[tab.value].map((name) => (
              <form.AppField key={name} name={name}>
                {(field) =>
                  name.startsWith('title') ? (
                    <field.TextField label={t('forms.field.title', { language: tab.name })} required />
                  ) : (
                    <field.TextAreaField
                      label={t('forms.field.description', { language: tab.name })}
                      lang={tab.lang}
                      required
                    />
                  )
                }
              </form.AppField>
            ))
          }
        </MultiLanguageFields>
        <Button type="submit">{t('forms.save')}</Button>
      </FormElement>
    </form.AppForm>
  );
}

const meta = {
  title: 'Dashboard/Forms/MultiLanguageFields',
  component: DemoForm,
  decorators: [withDashboard],
  parameters: { a11y: { test: 'error' } },
  args: { initialValues: EMPTY, onSubmit: fn() },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED: DemoValues = {
  title_en: 'Family day',
  description_en: 'Games and a shared meal after Dhuhr.',
  title_ar: 'يوم العائلة',
  description_ar: 'ألعاب ووجبة مشتركة بعد صلاة الظهر.',
  title_pl: 'Dzień rodzinny',
  description_pl: 'Gry i wspólny posiłek po Dhuhr.',
};

function textbox(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  kind: 'title' | 'description',
  language: ContentLanguage,
) {
  return within(canvasElement).getByRole('textbox', {
    name: storyText(globals, `forms.field.${kind}`, {
      language: storyText(globals, `forms.language.${language}`),
    }),
  });
}

/** Nothing is marked before the user does anything; a filled form is sent with every language. */
export const Default: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await expect(canvas.queryByText(storyText(globals, 'validation.field.required'))).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: storyText(globals, 'forms.tab.ar') }));
    await expect(textbox(canvasElement, globals, 'description', 'ar')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'forms.save') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(FILLED));
  },
};

/** A field shows its message once it was left, not while the user is still in it. */
export const MessageAfterTouch: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const title = textbox(canvasElement, globals, 'title', 'en');
    await userEvent.clear(title);
    await expect(canvas.queryByText(storyText(globals, 'validation.field.required'))).toBeNull();
    await userEvent.tab();
    await expect(title).toHaveAccessibleDescription(storyText(globals, 'validation.field.required'));
    await expect(
      canvas.getByRole('tab', {
        name: new RegExp(
          storyText(globals, 'forms.tab.invalid', { language: storyText(globals, 'forms.language.en') }),
        ),
      }),
    ).toBeVisible();
  },
};

/** English is filled, Arabic and Polish are not: a save marks both, opens Arabic and focuses its title. */
export const ErrorsOnHiddenTabs: Story = {
  args: { initialValues: { ...EMPTY, title_en: FILLED.title_en, description_en: FILLED.description_en } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'forms.save') }));
    const marked = (language: ContentLanguage) =>
      canvas.getByRole('tab', {
        name: `${storyText(globals, `forms.tab.${language}`)} ${storyText(globals, 'forms.tab.invalid', {
          language: storyText(globals, `forms.language.${language}`),
        })}`,
      });
    await waitFor(() => expect(marked('ar')).toHaveAttribute('aria-selected', 'true'));
    await expect(marked('pl')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: storyText(globals, 'forms.tab.en') })).toBeVisible();
    await waitFor(() => expect(textbox(canvasElement, globals, 'title', 'ar')).toHaveFocus());
    await expect(textbox(canvasElement, globals, 'title', 'ar')).toHaveAccessibleDescription(
      storyText(globals, 'validation.field.required'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Long texts wrap inside the fields; one over the limit says how long it may be. */
export const LongText: Story = {
  args: {
    initialValues: {
      ...FILLED,
      description_en: 'A whole afternoon for families. '.repeat(3).trim(),
      description_pl: 'Całe popołudnie dla rodzin, z grami, opowieściami i wspólnym posiłkiem. '
        .repeat(3)
        .trim(),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'forms.save') }));
    await waitFor(() =>
      expect(textbox(canvasElement, globals, 'description', 'pl')).toHaveAccessibleDescription(
        storyText(globals, 'validation.text.too_long', { max: MAX }),
      ),
    );
  },
};
