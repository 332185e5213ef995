import type { ActivityDetail } from '@minbar/api/schemas/activities';
import { inStoryLanguage, storyContentLocale } from '@minbar/ui/provider/story-content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  activitiesText,
  LONG_DESCRIPTION,
  LONG_PLACE,
  LONG_TITLE,
  YOUTUBE_ACTIVITY,
} from '../../../test/activities-story-support';
import { argsInLanguage } from '../../../test/story-content';
import { withFeatureMessages } from '../../../test/story-decorators';
import { ActivitiesIntlProvider } from '../activities-intl';
import { ActivityFormDialog } from './activity-form-dialog';
import { type ActivityDialogValues, initialActivityValues } from './activity-form-model';

const STORED: ActivityDetail = {
  ...YOUTUBE_ACTIVITY,
  title_en: 'Quran recitation for children every Saturday morning',
  title_ar: 'تلاوة القرآن للأطفال كل صباح سبت',
  title_pl: 'Recytacja Koranu dla dzieci w każdą sobotę rano',
  description_en: 'A weekly gathering open to everyone, with tea afterwards in the community hall.',
  description_ar: 'لقاء أسبوعي مفتوح للجميع، يليه شاي في قاعة الجالية.',
  description_pl: 'Cotygodniowe spotkanie otwarte dla wszystkich, potem herbata w sali wspólnoty.',
  location_en: 'Main prayer hall, ground floor of the Islamic Centre',
  location_ar: 'قاعة الصلاة الرئيسية، الطابق الأرضي في المركز الإسلامي',
  location_pl: 'Główna sala modlitw, parter Centrum Islamskiego',
};

const STORED_TITLE = { en: STORED.title_en, ar: STORED.title_ar, pl: STORED.title_pl };

/** Every text valid in all three languages, with a YouTube link. */
const FILLED: ActivityDialogValues = { ...initialActivityValues(STORED), date: '', time: '' };

const meta = {
  title: 'Dashboard/Activities/Activity form',
  component: ActivityFormDialog,
  // An edit dialog's title names the activity in the story's language.
  decorators: [
    argsInLanguage(() => ({ activityTitle: STORED_TITLE[storyContentLocale()] })),
    ...withFeatureMessages(ActivitiesIntlProvider),
  ],
  parameters: { a11y: { test: 'error' } },
  args: {
    mode: 'create',
    initialValues: initialActivityValues(),
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ActivityFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const addDialog = (globals: Globals) =>
  screen.findByRole('dialog', { name: activitiesText(globals, 'activities.form.addTitle') });
const languageName = (globals: Globals, language: 'en' | 'ar' | 'pl') =>
  activitiesText(globals, `forms.language.${language}`);
const titleLabel = (globals: Globals, language: 'en' | 'ar' | 'pl') =>
  activitiesText(globals, 'activities.form.titleField', { language: languageName(globals, language) });
const submit = async (dialog: HTMLElement, globals: Globals, id = 'activities.form.create' as const) =>
  userEvent.click(within(dialog).getByRole('button', { name: activitiesText(globals, id) }));
/** The text of everything describing a control (its hint and its message). */
const describedText = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
const photoInput = (dialog: HTMLElement, globals: Globals) =>
  within(dialog).getByLabelText(activitiesText(globals, 'activities.form.photo'), { exact: false });

/** The add dialog as it opens: the EN tab, blank texts, the photo's rule stated, date and time optional. */
export const AddEmpty: Story = {
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    await expect(within(dialog).getByRole('tab', { name: /EN/ })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByLabelText(titleLabel(globals, 'en'), { exact: false })).toHaveValue('');
    await expect(describedText(photoInput(dialog, globals))).toContain(
      activitiesText(globals, 'activities.form.photoHint'),
    );
  },
};

/** Edit, prefilled in the three languages with the stored photo; a change raises the unsaved flag. */
export const EditPrefilled: Story = {
  args: {
    mode: 'edit',
    initialValues: initialActivityValues(STORED),
    storedPhotoUrl: STORED.photo,
  },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByLabelText(titleLabel(globals, 'en'), { exact: false })).toHaveValue(
      STORED.title_en,
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: /AR/ }));
    const arabic = within(dialog).getByLabelText(titleLabel(globals, 'ar'), { exact: false });
    await expect(arabic).toHaveValue(STORED.title_ar);
    await expect(within(dialog).queryByText(activitiesText(globals, 'activities.form.unsaved'))).toBeNull();
    await userEvent.type(arabic, ' ١');
    await expect(within(dialog).getByText(activitiesText(globals, 'activities.form.unsaved'))).toBeVisible();
  },
};

/**
 * Per-tab errors: the Arabic title is missing. Submitting marks the AR tab (a dot and, in its name,
 * "has errors"), opens it and focuses the Arabic title; nothing is sent.
 */
export const PerTabErrors: Story = {
  args: {
    mode: 'edit',
    initialValues: { ...FILLED, title_ar: '', description_pl: 'Short' },
  },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog');
    await submit(dialog, globals, 'activities.form.save' as never);
    const arTab = within(dialog).getByRole('tab', {
      name: new RegExp(
        activitiesText(globals, 'forms.tab.invalid', { language: languageName(globals, 'ar') }),
      ),
    });
    await expect(arTab).toHaveAttribute('aria-selected', 'true');
    await expect(
      within(dialog).getByRole('tab', {
        name: new RegExp(
          activitiesText(globals, 'forms.tab.invalid', { language: languageName(globals, 'pl') }),
        ),
      }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: /EN/ })).not.toHaveAccessibleName(
      new RegExp(activitiesText(globals, 'forms.tab.invalid', { language: languageName(globals, 'en') })),
    );
    const title = within(dialog).getByLabelText(titleLabel(globals, 'ar'), { exact: false });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(describedText(title)).toContain(activitiesText(globals, 'activities.issue.required'));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A photo over 5 MB is refused as soon as it is chosen, before anything is sent. */
export const ImageTooLarge: Story = {
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    const input = photoInput(dialog, globals);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'hall.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() =>
      expect(describedText(input)).toContain(activitiesText(globals, 'activities.issue.photoTooLarge')),
    );
  },
};

/** A file that is not a JPEG, PNG or WebP image is refused on choice, with no preview. */
export const InvalidImage: Story = {
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    const input = photoInput(dialog, globals);
    const pdf = new File(['%PDF-1.7'], 'programme.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    await waitFor(() =>
      expect(describedText(input)).toContain(activitiesText(globals, 'activities.issue.photoNotImage')),
    );
    await expect(within(dialog).queryByRole('img')).toBeNull();
  },
};

/** The server refused the photo by its content after sending: said under the photo and above the buttons. */
export const ServerRefusedImage: Story = {
  args: {
    initialValues: FILLED,
    serverErrors: { photo: { id: 'activities.issue.photoNotImage' } },
    failure: { message: { id: 'activities.error.create' }, reason: { id: 'activities.error.fieldsRefused' } },
  },
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    await expect(describedText(photoInput(dialog, globals))).toContain(
      activitiesText(globals, 'activities.issue.photoNotImage'),
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      activitiesText(globals, 'activities.error.create'),
    );
  },
};

/** A video link that is not a web address: its message once the field is left. */
export const InvalidUrl: Story = {
  args: { initialValues: FILLED },
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    const link = within(dialog).getByLabelText(activitiesText(globals, 'activities.form.videoLink'), {
      exact: false,
    });
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.tab();
    await waitFor(() =>
      expect(describedText(link)).toContain(activitiesText(globals, 'activities.issue.invalidUrl')),
    );
  },
};

/**
 * A video link on neither YouTube nor Facebook (here a look-alike of YouTube): a warning under the
 * field names the site it leads to, and saving still goes ahead, since another site is allowed.
 */
export const VideoLinkToAnotherSite: Story = {
  args: {
    mode: 'edit',
    initialValues: FILLED,
    storedPhotoUrl: STORED.photo,
  },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByLabelText(activitiesText(globals, 'activities.form.videoLink'), {
      exact: false,
    });
    const warning = activitiesText(globals, 'activities.form.videoOtherSite', {
      host: '\u2066youtube.com.evil.example\u2069',
    });
    await expect(describedText(link)).not.toContain(warning);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ');
    await waitFor(() => expect(describedText(link)).toContain(warning));
    await expect(link).not.toHaveAttribute('aria-invalid', 'true');
    await submit(dialog, globals, 'activities.form.save' as never);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
  },
};

/** Saving: the button spins and the dialog stays. */
export const Saving: Story = {
  args: { mode: 'edit', initialValues: FILLED, saving: true },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(
      within(dialog).getByRole('button', { name: activitiesText(globals, 'activities.form.save') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** 'Failed to add activity' with why; what was typed stays. */
export const SaveFailed: Story = {
  args: {
    initialValues: FILLED,
    failure: { message: { id: 'activities.error.create' }, reason: { id: 'error.network' } },
  },
  play: async ({ globals }) => {
    const dialog = await addDialog(globals);
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent(activitiesText(globals, 'activities.error.create'));
    await expect(alert).toHaveTextContent(activitiesText(globals, 'error.network'));
    await expect(within(dialog).getByLabelText(titleLabel(globals, 'en'), { exact: false })).toHaveValue(
      FILLED.title_en,
    );
  },
};

/** Long texts in every field: the dialog wraps them, nothing scrolls sideways. */
export const LongText: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...FILLED,
      title_en: LONG_TITLE.en,
      title_ar: LONG_TITLE.ar,
      title_pl: LONG_TITLE.pl,
      location_en: LONG_PLACE.en,
      location_ar: LONG_PLACE.ar,
      location_pl: LONG_PLACE.pl,
      description_en: LONG_DESCRIPTION.en,
      description_ar: LONG_DESCRIPTION.ar,
      description_pl: LONG_DESCRIPTION.pl,
    },
  },
  decorators: [argsInLanguage(() => ({ activityTitle: inStoryLanguage(LONG_TITLE) }))],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};
