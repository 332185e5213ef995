import { subjectDescriptionPreview } from '@minbar/domain/education/subject';
import { inStoryLanguage } from '@minbar/ui/provider/story-content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { wordsIn } from '../../../test/story-content';
import { withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import {
  named,
  STORY_SUBJECTS,
  STORY_TEACHERS,
  SUBJECT_WORDS,
  SubjectsStory,
  subjectsText,
  TEACHER_WORDS,
} from '../../../test/subjects-story-support';
import { SubjectsIntlProvider } from '../subjects-intl';

const meta = {
  title: 'Dashboard/Subjects/SubjectsScreen',
  component: SubjectsStory,
  decorators: [withDashboardPage, ...withFeatureMessages(SubjectsIntlProvider)],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: { teachers: STORY_TEACHERS, subjects: STORY_SUBJECTS, subjectsTotalPages: 2 },
} satisfies Meta<typeof SubjectsStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const isolated = (text: string) => `\u2068${text}\u2069`;
const text = (
  globals: Globals,
  id: Parameters<typeof subjectsText>[1],
  values?: Record<string, string | number>,
) => subjectsText(globals, id, values);
const subject = (name: string) =>
  STORY_SUBJECTS[Object.keys(SUBJECT_WORDS).indexOf(name)] ?? STORY_SUBJECTS[0];
const teacher = (name: string) =>
  STORY_TEACHERS[Object.keys(TEACHER_WORDS).indexOf(name)] ?? STORY_TEACHERS[0];
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A subject's new name, in capitals where the language has them. */
const RENAMED = { en: 'SEERAH', ar: 'سيرة النبي', pl: 'SIRA' };
/** A taken name with stray spaces and capitals: still the same name. */
const CARELESS = { en: '  quran RECITATION ', ar: '  تلاوة القرآن ', pl: '  recytacja KORANU ' };

/** The teacher cards, 3 a page with a pager, each listing its subjects; the subjects table's first page. */
export const TeacherCardsPage: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(
      canvas.getByRole('heading', { level: 3, name: named(globals, 'Bilal Haddad') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { level: 3, name: named(globals, 'Idris Rahman') }),
    ).toBeNull();
    const pager = canvas.getByRole('navigation', { name: text(globals, 'subjects.teachers.pagination') });
    await userEvent.click(within(pager).getAllByRole('button').at(-1) as HTMLElement);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: named(globals, 'Idris Rahman') }),
    ).toBeVisible();
    await expect(canvas.getByText(text(globals, 'subjects.teacher.noSubjects'))).toBeVisible();
  },
};

/** The subjects table: 10 a page with its pager; names, cut descriptions, teachers, actions. */
export const SubjectsTablePage: Story = {
  play: async ({ canvasElement, globals }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(STORY_SUBJECTS.length + 1);
    await expect(table.getByText(text(globals, 'subjects.table.caption', { count: 10 }))).toBeVisible();
    await expect(
      within(canvasElement).getByRole('navigation', { name: text(globals, 'subjects.table.pagination') }),
    ).toBeVisible();
  },
};

/** A description over 20 characters is cut; focusing it (or hovering) shows the whole text. */
export const DescriptionTruncated: Story = {
  args: { openDescriptionOf: 1 },
  play: async ({ canvasElement, globals }) => {
    const table = within(within(canvasElement).getByRole('table'));
    const akhlaq = subject('Akhlaq')?.description ?? '';
    await expect(table.getByText(subjectDescriptionPreview(akhlaq).text)).toBeVisible();
    const card = await screen.findByRole('dialog', {
      name: text(globals, 'subjects.description.whole', { name: isolated(named(globals, 'Akhlaq')) }),
    });
    await expect(card).toHaveTextContent(subject('Akhlaq')?.description ?? '');
  },
};

/** Add subject: the empty form; a blank name is refused under the field. */
export const AddSubject: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: text(globals, 'subjects.add') }));
    const dialog = await screen.findByRole('dialog', { name: text(globals, 'subjects.form.addTitle') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: text(globals, 'subjects.form.create') }),
    );
    const name = within(dialog).getByRole('textbox', {
      name: new RegExp(`^${escapeRegExp(text(globals, 'subjects.form.name'))}`),
    });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveFocus();
  },
};

/** Edit subject: the form holds the stored name and description; its own name in other capitals is no clash. */
export const EditSubject: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: text(globals, 'subjects.editOf', { name: isolated(named(globals, 'Seerah')) }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: text(globals, 'subjects.form.editTitle', { name: isolated(named(globals, 'Seerah')) }),
    });
    const name = within(dialog).getByRole('textbox', {
      name: new RegExp(`^${escapeRegExp(text(globals, 'subjects.form.name'))}`),
    });
    await expect(name).toHaveValue(named(globals, 'Seerah'));
    await expect(
      within(dialog).getByRole('textbox', { name: text(globals, 'subjects.form.description') }),
    ).toHaveValue(subject('Seerah')?.description ?? '');
    await userEvent.clear(name);
    const renamed = wordsIn(globals, RENAMED);
    await userEvent.type(name, renamed);
    await userEvent.click(within(dialog).getByRole('button', { name: text(globals, 'subjects.form.save') }));
    await expect(
      await screen.findByText(text(globals, 'subjects.toast.saved', { name: isolated(renamed) })),
    ).toBeInTheDocument();
  },
};

/** Adding failed on the server: the message stays in the dialog with what was typed. */
export const AddFailed: Story = {
  args: {
    dialog: {
      kind: 'add',
      initial: { name: 'Arabic calligraphy', description: 'Naskh and ruq‘ah for beginners.' },
      failure: { message: { id: 'subjects.error.add' }, reason: { id: 'error.server' } },
    },
  },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: text(globals, 'subjects.form.addTitle') });
    await expect(within(dialog).getByText(text(globals, 'subjects.error.add'))).toBeVisible();
    await expect(
      within(dialog).getByRole('textbox', {
        name: new RegExp(`^${escapeRegExp(text(globals, 'subjects.form.name'))}`),
      }),
    ).toHaveValue('Arabic calligraphy');
  },
};

/** A name another subject holds (spaces and capitals ignored) is refused under the name field. */
export const DuplicateNameError: Story = {
  args: { dialog: { kind: 'add', initial: { name: '  quran RECITATION ' } } },
  decorators: [
    // The taken name typed carelessly, in the story's language (Arabic has no capitals: only spaces).
    (Story, context) =>
      Story({
        args: { ...context.args, dialog: { kind: 'add', initial: { name: inStoryLanguage(CARELESS) } } },
      }),
  ],
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: text(globals, 'subjects.form.addTitle') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: text(globals, 'subjects.form.create') }),
    );
    await expect(await within(dialog).findByText(text(globals, 'subjects.issue.nameTaken'))).toBeVisible();
  },
};

/** Delete is blocked while a subject has teachers: the dialog says why and who, and offers no delete. */
export const DeleteBlocked: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: text(globals, 'subjects.deleteOf', { name: isolated(named(globals, 'Quran recitation')) }),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: text(globals, 'subjects.blocked.title') });
    await expect(dialog).toHaveTextContent(named(globals, 'Bilal Haddad'));
    await expect(
      within(dialog).queryByRole('button', { name: text(globals, 'subjects.deleteDialog.confirm') }),
    ).toBeNull();
  },
};

/** A subject nobody teaches: deleting it is confirmed first. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: text(globals, 'subjects.deleteOf', { name: isolated(named(globals, 'Tajweed')) }),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: text(globals, 'subjects.deleteDialog.title'),
    });
    await expect(
      within(dialog).getByRole('button', { name: text(globals, 'subjects.deleteDialog.confirm') }),
    ).toBeVisible();
  },
};

/** Assign subjects: the teacher's multi-select open; checking a subject gives it at once. */
export const AssignSubjects: Story = {
  args: { openSelectOf: teacher('Jan Kowalski')?.id ?? null },
  play: async ({ canvasElement, globals }) => {
    const tajweed = await screen.findByRole('checkbox', { name: named(globals, 'Tajweed') });
    await expect(screen.getByRole('checkbox', { name: named(globals, 'Hifz') })).toBeChecked();
    await userEvent.click(tajweed);
    await expect(
      await screen.findByText(
        text(globals, 'subjects.toast.given', {
          teacher: isolated(named(globals, 'Jan Kowalski')),
          subject: isolated(named(globals, 'Tajweed')),
        }),
      ),
    ).toBeInTheDocument();
    const card = within(canvasElement)
      .getByRole('heading', { level: 3, name: named(globals, 'Jan Kowalski') })
      .closest('li');
    await expect(card).toHaveTextContent(named(globals, 'Tajweed'));
  },
};

/** Remove subjects: unchecking a subject takes it from the teacher. */
export const RemoveSubjects: Story = {
  args: { openSelectOf: teacher('Bilal Haddad')?.id ?? null },
  play: async ({ globals }) => {
    const akhlaq = await screen.findByRole('checkbox', { name: named(globals, 'Akhlaq') });
    await expect(akhlaq).toBeChecked();
    await userEvent.click(akhlaq);
    await expect(
      await screen.findByText(
        text(globals, 'subjects.toast.taken', {
          teacher: isolated(named(globals, 'Bilal Haddad')),
          subject: isolated(named(globals, 'Akhlaq')),
        }),
      ),
    ).toBeInTheDocument();
    await expect(akhlaq).not.toBeChecked();
  },
};

/** Remove the teacher role: confirmed first, saying what goes with it. */
export const DeleteTeacherRoleConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: text(globals, 'subjects.teacher.removeRoleOf', { name: isolated('مريم صالح') }),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: text(globals, 'subjects.roleDialog.title'),
    });
    await expect(dialog).toHaveTextContent('مريم صالح');
  },
};

/** The first load of both lists. */
export const Loading: Story = {
  args: { teachers: undefined, subjects: undefined, subjectsTotalPages: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No teachers and no subjects yet. */
export const Empty: Story = {
  args: { teachers: [], subjects: [], subjectsTotalPages: 0 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text(globals, 'subjects.teachers.empty'))).toBeVisible();
    await expect(canvas.getByText(text(globals, 'subjects.table.empty'))).toBeVisible();
  },
};

/** Neither list loaded: each says so with a retry. */
export const LoadError: Story = {
  args: {
    teachersFailure: { message: { id: 'subjects.error.teachers' }, reason: { id: 'error.network' } },
    subjectsFailure: { message: { id: 'subjects.error.load' }, reason: { id: 'error.server' } },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text(globals, 'subjects.error.teachers'))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: text(globals, 'app.retry') })).toHaveLength(2);
  },
};
