import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CHILD_NAMES,
  ChildrenStory,
  childrenText,
  fullName,
  PACKAGE_NAME,
  STORY_ACTIVE,
  STORY_APPROVED,
  STORY_NO_TEACHERS,
  STORY_REQUESTS,
  SUBJECT_NAME,
  TEACHER_NAMES,
} from '../../../test/children-story-support';
import { wordsIn } from '../../../test/story-content';
import { withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { tabCaption, tabEmpty, tabLabel } from '../child-tabs';
import { ChildrenIntlProvider } from '../children-intl';

const meta = {
  title: 'Dashboard/Children/ChildrenScreen',
  component: ChildrenStory,
  decorators: [withDashboardPage, ...withFeatureMessages(ChildrenIntlProvider)],
  parameters: { a11y: { test: 'error' }, layout: 'fullscreen' },
  args: { tab: 'all', rows: STORY_APPROVED, totalPages: 3 },
} satisfies Meta<typeof ChildrenStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const isolated = (text: string) => `\u2068${text}\u2069`;
const tableOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table'));
const named = (globals: Globals, id: Parameters<typeof childrenText>[1], name: string, teacher?: string) =>
  childrenText(globals, id, { name: isolated(name), ...(teacher ? { teacher: isolated(teacher) } : {}) });

/** All: the approved children with their age on the mosque's today, parent, teachers and subscription. */
export const All: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: childrenText(globals, tabLabel('all')) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = tableOf(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(STORY_APPROVED.length + 1);
    await expect(table.getByText(childrenText(globals, tabCaption('all'), { count: 4 }))).toBeVisible();
    // Born 2016-03-14: ten on 2026-11-25; born 2019-11-25: seven that very day.
    await expect(table.getByText(childrenText(globals, 'children.age', { age: 10 }))).toBeVisible();
    await expect(table.getByText(childrenText(globals, 'children.age', { age: 7 }))).toBeVisible();
    await expect(table.getByText(wordsIn(globals, PACKAGE_NAME))).toBeVisible();
    await expect(
      table.getByRole('button', {
        name: named(globals, 'children.assignOf', fullName(globals, CHILD_NAMES.hana)),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: childrenText(globals, 'children.pagination') }),
    ).toBeVisible();
  },
};

/** Active subscriptions: only the children with a running subscription. */
export const ActiveSubscriptions: Story = {
  args: { tab: 'active', rows: STORY_ACTIVE, totalPages: 1 },
  play: async ({ canvasElement, globals }) => {
    const table = tableOf(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(STORY_ACTIVE.length + 1);
    await expect(table.getByText(childrenText(globals, tabCaption('active'), { count: 1 }))).toBeVisible();
  },
};

/** Requests: waiting for approval, with the subject the parent asked for; Approve instead of Assign. */
export const Requests: Story = {
  args: { tab: 'requests', rows: STORY_REQUESTS, totalPages: 1 },
  play: async ({ canvasElement, globals }) => {
    const table = tableOf(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(STORY_REQUESTS.length + 1);
    await expect(
      table.getByText(
        childrenText(globals, 'children.suggested', { subject: isolated(wordsIn(globals, SUBJECT_NAME)) }),
      ),
    ).toBeVisible();
    await expect(
      table.getByRole('button', {
        name: named(globals, 'children.approveOf', fullName(globals, CHILD_NAMES.omar)),
      }),
    ).toBeVisible();
    await expect(
      table.queryByRole('button', {
        name: named(globals, 'children.assignOf', fullName(globals, CHILD_NAMES.omar)),
      }),
    ).toBeNull();
  },
};

/** No teachers: the approved children no teacher has yet. */
export const NoTeachers: Story = {
  args: { tab: 'no-teachers', rows: STORY_NO_TEACHERS, totalPages: 1 },
  play: async ({ canvasElement, globals }) => {
    const table = tableOf(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(STORY_NO_TEACHERS.length + 1);
    await expect(
      table.getByText(childrenText(globals, tabCaption('no-teachers'), { count: 1 })),
    ).toBeVisible();
  },
};

/** A list with nobody in it says so in the table. */
export const Empty: Story = {
  args: { tab: 'requests', rows: [], totalPages: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(childrenText(globals, tabEmpty('requests')))).toBeVisible();
  },
};

/** The first load: the table's skeleton rows. */
export const Loading: Story = {
  args: { tab: 'all', rows: undefined, totalPages: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list did not load: the red banner with the reason and a retry; the table says it too. */
export const LoadError: Story = {
  args: {
    tab: 'all',
    rows: [],
    failure: { message: { id: 'children.error.load' }, reason: { id: 'error.network' } },
  },
  play: async ({ canvasElement, globals }) => {
    const [alert] = within(canvasElement).getAllByRole('alert');
    if (!alert) throw new Error('no alert');
    await expect(alert).toHaveTextContent(childrenText(globals, 'children.error.load'));
    await expect(
      within(alert).getByRole('button', { name: childrenText(globals, 'app.retry') }),
    ).toBeVisible();
  },
};

/** Opens the approve dialog of a request and returns it. */
async function openApprove(canvasElement: HTMLElement, globals: Globals, name: string) {
  await userEvent.click(
    tableOf(canvasElement).getByRole('button', { name: named(globals, 'children.approveOf', name) }),
  );
  return screen.findByRole('dialog', { name: named(globals, 'children.approveDialog.title', name) });
}

async function chooseTeacher(dialog: HTMLElement, globals: Globals, teacher: string) {
  await userEvent.click(
    within(dialog).getByRole('combobox', { name: childrenText(globals, 'children.approveDialog.teacher') }),
  );
  await userEvent.click(await screen.findByRole('option', { name: teacher }));
}

/** Approving offers the next step in the same dialog: an optional teacher, "No teacher yet" to begin with. */
export const ApproveDialogWithTeacherPicker: Story = {
  args: { tab: 'requests', rows: STORY_REQUESTS, totalPages: 1 },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openApprove(canvasElement, globals, fullName(globals, CHILD_NAMES.omar));
    const select = within(dialog).getByRole('combobox', {
      name: childrenText(globals, 'children.approveDialog.teacher'),
    });
    await expect(select).toHaveTextContent(childrenText(globals, 'children.approveDialog.noTeacher'));
    await userEvent.click(select);
    for (const teacher of [
      wordsIn(globals, TEACHER_NAMES.bilal),
      wordsIn(globals, TEACHER_NAMES.maryam),
      wordsIn(globals, TEACHER_NAMES.jan),
    ]) {
      await expect(await screen.findByRole('option', { name: teacher })).toBeInTheDocument();
    }
    await userEvent.keyboard('{Escape}');
    await expect(
      within(dialog).getByRole('button', { name: childrenText(globals, 'children.approveDialog.save') }),
    ).toBeEnabled();
  },
};

/**
 * Approve with a teacher: the toast, and a notice saying the child is now under All, whose button
 * opens that tab.
 */
export const Approve: Story = {
  args: { tab: 'requests', rows: STORY_REQUESTS, totalPages: 1 },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openApprove(canvasElement, globals, fullName(globals, CHILD_NAMES.omar));
    await chooseTeacher(dialog, globals, wordsIn(globals, TEACHER_NAMES.bilal));
    await userEvent.click(
      within(dialog).getByRole('button', { name: childrenText(globals, 'children.approveDialog.save') }),
    );
    await expect(
      await screen.findByText(childrenText(globals, 'children.toast.approvedAssigned')),
    ).toBeInTheDocument();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        named(
          globals,
          'children.notice.approvedAssigned',
          fullName(globals, CHILD_NAMES.omar),
          wordsIn(globals, TEACHER_NAMES.bilal),
        ),
      ),
    ).toBeVisible();
    const allTab = childrenText(globals, tabLabel('all'));
    await userEvent.click(
      canvas.getByRole('button', { name: childrenText(globals, 'children.notice.show', { tab: allTab }) }),
    );
    await expect(canvas.getByRole('tab', { name: allTab })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Approve without a teacher: the child waits under No teachers, and the notice says so. */
export const ApproveWithoutTeacher: Story = {
  args: { tab: 'requests', rows: STORY_REQUESTS, totalPages: 1 },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openApprove(canvasElement, globals, fullName(globals, CHILD_NAMES.layla));
    await userEvent.click(
      within(dialog).getByRole('button', { name: childrenText(globals, 'children.approveDialog.save') }),
    );
    await expect(
      await screen.findByText(childrenText(globals, 'children.toast.approved')),
    ).toBeInTheDocument();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(named(globals, 'children.notice.approved', fullName(globals, CHILD_NAMES.layla))),
    ).toBeVisible();
    const noTeachersTab = childrenText(globals, tabLabel('no-teachers'));
    await expect(
      canvas.getByRole('button', {
        name: childrenText(globals, 'children.notice.show', { tab: noTeachersTab }),
      }),
    ).toBeVisible();
  },
};

/** Approved, but the assignment failed: both are said, and the child is under No teachers to assign again. */
export const ApproveAssignFailed: Story = {
  args: { tab: 'requests', rows: STORY_REQUESTS, totalPages: 1, outcome: 'assignFailure' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openApprove(canvasElement, globals, fullName(globals, CHILD_NAMES.omar));
    await chooseTeacher(dialog, globals, wordsIn(globals, TEACHER_NAMES.jan));
    await userEvent.click(
      within(dialog).getByRole('button', { name: childrenText(globals, 'children.approveDialog.save') }),
    );
    await expect(
      await screen.findByText(childrenText(globals, 'children.toast.assignFailed')),
    ).toBeInTheDocument();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        named(
          globals,
          'children.notice.assignFailed',
          fullName(globals, CHILD_NAMES.omar),
          wordsIn(globals, TEACHER_NAMES.jan),
        ),
      ),
    ).toBeVisible();
    const noTeachersTab = childrenText(globals, tabLabel('no-teachers'));
    await userEvent.click(
      canvas.getByRole('button', {
        name: childrenText(globals, 'children.notice.show', { tab: noTeachersTab }),
      }),
    );
    await expect(canvas.getByRole('tab', { name: noTeachersTab })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Approve refused: the failure toast, and the dialog stays to try again. */
export const ApproveFailed: Story = {
  args: { tab: 'requests', rows: STORY_REQUESTS, totalPages: 1, outcome: 'failure' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openApprove(canvasElement, globals, fullName(globals, CHILD_NAMES.layla));
    await userEvent.click(
      within(dialog).getByRole('button', { name: childrenText(globals, 'children.approveDialog.save') }),
    );
    await expect(
      await screen.findByText(childrenText(globals, 'children.toast.approveFailed')),
    ).toBeInTheDocument();
    await expect(dialog).toBeVisible();
  },
};

/** Assign to teacher: the dialog with the teacher select, the first teacher chosen; saving toasts. */
export const AssignToTeacher: Story = {
  args: { tab: 'no-teachers', rows: STORY_NO_TEACHERS, totalPages: 1 },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      tableOf(canvasElement).getByRole('button', {
        name: named(globals, 'children.assignOf', fullName(globals, CHILD_NAMES.hana)),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: named(globals, 'children.assignDialog.title', fullName(globals, CHILD_NAMES.hana)),
    });
    const select = within(dialog).getByRole('combobox', {
      name: childrenText(globals, 'children.assignDialog.teacher'),
    });
    await expect(select).toHaveTextContent(wordsIn(globals, TEACHER_NAMES.bilal));
    await userEvent.click(
      within(dialog).getByRole('button', { name: childrenText(globals, 'children.assignDialog.save') }),
    );
    await expect(await screen.findByText(childrenText(globals, 'children.toast.saved'))).toBeInTheDocument();
  },
};

/** Assigning failed: a toast says what failed. */
export const AssignFailed: Story = {
  args: { tab: 'no-teachers', rows: STORY_NO_TEACHERS, totalPages: 1, outcome: 'failure' },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      tableOf(canvasElement).getByRole('button', {
        name: named(globals, 'children.assignOf', fullName(globals, CHILD_NAMES.hana)),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: childrenText(globals, 'children.assignDialog.save') }),
    );
    await expect(
      await screen.findByText(childrenText(globals, 'children.toast.assignFailed')),
    ).toBeInTheDocument();
  },
};

const zofia = STORY_APPROVED[2];

/** Reassign: from one teacher to another in one step; the teachers the child has are not offered. */
export const Reassign: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      tableOf(canvasElement).getByRole('button', {
        name: named(
          globals,
          'children.reassignOf',
          fullName(globals, CHILD_NAMES.zofia),
          wordsIn(globals, TEACHER_NAMES.bilal),
        ),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: named(globals, 'children.reassignDialog.title', fullName(globals, CHILD_NAMES.zofia)),
    });
    await expect(
      within(dialog).getByRole('combobox', { name: childrenText(globals, 'children.reassignDialog.to') }),
    ).toHaveTextContent(wordsIn(globals, TEACHER_NAMES.jan));
    await userEvent.click(
      within(dialog).getByRole('button', { name: childrenText(globals, 'children.reassignDialog.save') }),
    );
    await expect(await screen.findByText(childrenText(globals, 'children.toast.saved'))).toBeInTheDocument();
  },
};

/** Reassigning failed: a toast says what failed. */
export const ReassignFailed: Story = {
  args: {
    outcome: 'failure',
    dialog: zofia
      ? { kind: 'reassign', child: zofia, from: zofia.teachers[0] ?? { id: 0, username: '', name: null } }
      : null,
  },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: childrenText(globals, 'children.reassignDialog.save') }),
    );
    await expect(
      await screen.findByText(childrenText(globals, 'children.toast.reassignFailed')),
    ).toBeInTheDocument();
  },
};

/** Remove from teacher: confirmed first, then the saved toast. */
export const RemoveFromTeacher: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      tableOf(canvasElement).getByRole('button', {
        name: named(
          globals,
          'children.removeTeacherOf',
          fullName(globals, CHILD_NAMES.adam),
          wordsIn(globals, TEACHER_NAMES.bilal),
        ),
      }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: childrenText(globals, 'children.removeDialog.title'),
    });
    await expect(confirm).toHaveTextContent(wordsIn(globals, TEACHER_NAMES.bilal));
    await userEvent.click(
      within(confirm).getByRole('button', { name: childrenText(globals, 'children.removeDialog.confirm') }),
    );
    await expect(await screen.findByText(childrenText(globals, 'children.toast.saved'))).toBeInTheDocument();
  },
};

/** Delete: the confirmation naming the child, open. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      tableOf(canvasElement).getByRole('button', {
        name: named(globals, 'children.deleteOf', fullName(globals, CHILD_NAMES.hana)),
      }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: childrenText(globals, 'children.deleteDialog.title'),
    });
    await expect(confirm).toHaveTextContent(fullName(globals, CHILD_NAMES.hana));
    await expect(
      within(confirm).getByRole('button', { name: childrenText(globals, 'children.deleteDialog.confirm') }),
    ).toBeVisible();
  },
};

/** Delete confirmed: the success toast. */
export const Deleted: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      tableOf(canvasElement).getByRole('button', {
        name: named(globals, 'children.deleteOf', fullName(globals, CHILD_NAMES.hana)),
      }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(
      within(confirm).getByRole('button', { name: childrenText(globals, 'children.deleteDialog.confirm') }),
    );
    await expect(
      await screen.findByText(childrenText(globals, 'children.toast.deleted')),
    ).toBeInTheDocument();
  },
};

/** Delete refused: the failure toast. */
export const DeleteFailed: Story = {
  args: { outcome: 'failure' },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      tableOf(canvasElement).getByRole('button', {
        name: named(globals, 'children.deleteOf', fullName(globals, CHILD_NAMES.adam)),
      }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(
      within(confirm).getByRole('button', { name: childrenText(globals, 'children.deleteDialog.confirm') }),
    );
    await expect(
      await screen.findByText(childrenText(globals, 'children.toast.deleteFailed')),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
