import type { Child, Person, Teacher } from '@minbar/api/schemas/education';
import { useToast } from '@minbar/ui/toast/toast';
import { useState } from 'react';
import type { ChildTab } from '../features/children/child-tabs';
import { CHILDREN_MESSAGES, useChildrenT } from '../features/children/children-intl';
import { ApproveDialog } from '../features/children/components/approve-dialog';
import { type Approval, ApprovedNotice } from '../features/children/components/approved-notice';
import { ChildConfirmDialog, type ConfirmChild } from '../features/children/components/child-confirm-dialog';
import { ChildrenScreen } from '../features/children/components/children-screen';
import { ChildrenTable } from '../features/children/components/children-table';
import { FailureBanner } from '../features/children/components/failure-banner';
import { TeacherDialog } from '../features/children/components/teacher-dialog';
import type { Failure } from '../features/children/error-messages';
import { inLanguages, type Words, wordsIn } from './story-content';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const childrenText = featureStoryText(CHILDREN_MESSAGES);

/** The stories' fixed today, so the ages they show do not change with the calendar. */
export const STORY_TODAY = '2026-11-25';

type Name = { first: Words; last: Words };
const same = (text: string): Words => ({ en: text, ar: text, pl: text });

/** The children's names as each desk's staff read them: Latin in en and pl, Arabic script in ar. */
export const CHILD_NAMES = {
  adam: { first: { en: 'Adam', ar: 'آدم', pl: 'Adam' }, last: { en: 'Nowak', ar: 'نوفاك', pl: 'Nowak' } },
  yusuf: { first: same('يوسف'), last: same('الحسن') },
  zofia: {
    first: { en: 'Zofia', ar: 'زوفيا', pl: 'Zofia' },
    last: { en: 'Wiśniewska', ar: 'فيشنيفسكا', pl: 'Wiśniewska' },
  },
  hana: { first: { en: 'Hana', ar: 'هناء', pl: 'Hana' }, last: { en: 'Rahman', ar: 'رحمن', pl: 'Rahman' } },
  omar: { first: { en: 'Omar', ar: 'عمر', pl: 'Omar' }, last: { en: 'Benali', ar: 'بن علي', pl: 'Benali' } },
  layla: {
    first: { en: 'Layla', ar: 'ليلى', pl: 'Lajla' },
    last: { en: 'Qureshi', ar: 'القرشي', pl: 'Kureszi' },
  },
} satisfies Record<string, Name>;

/** A child's whole name in the story's language, as the screen writes it. */
export function fullName(globals: Record<string, unknown>, name: Name): string {
  return `${wordsIn(globals, name.first)} ${wordsIn(globals, name.last)}`;
}

export const TEACHER_NAMES = {
  bilal: { en: 'Bilal Haddad', ar: 'بلال حداد', pl: 'Bilal Haddad' },
  maryam: same('مريم صالح'),
  jan: { en: 'Jan Kowalski', ar: 'يان كوفالسكي', pl: 'Jan Kowalski' },
} satisfies Record<string, Words>;

export const PACKAGE_NAME: Words = {
  en: 'Weekend basic',
  ar: 'باقة نهاية الأسبوع الأساسية',
  pl: 'Weekend – pakiet podstawowy',
};

export const SUBJECT_NAME: Words = { en: 'Quran recitation', ar: 'تلاوة القرآن', pl: 'Recytacja Koranu' };

const teacher = (id: number, name: Words, username: string): Teacher =>
  inLanguages({ id, name: name.en, username, email: null, phone: null, subjects: [] }, { name });

export const STORY_TEACHERS: Teacher[] = [
  teacher(21, TEACHER_NAMES.bilal, 'bilal'),
  teacher(22, TEACHER_NAMES.maryam, 'maryam'),
  teacher(23, TEACHER_NAMES.jan, 'jan'),
];

const person = (teacher: Teacher, name: Words): Person =>
  inLanguages({ id: teacher.id, username: teacher.username, name: name.en }, { name });
const BILAL = person(STORY_TEACHERS[0] as Teacher, TEACHER_NAMES.bilal);
const MARYAM = person(STORY_TEACHERS[1] as Teacher, TEACHER_NAMES.maryam);

export function storyChild(id: number, name: Name, overrides: Partial<Child> = {}): Child {
  return inLanguages(
    {
      id,
      first_name: name.first.en,
      last_name: name.last.en,
      birthdate: '2016-03-14',
      age: null,
      approved: true,
      active_subscription: null,
      responsible_person: {
        id: 9,
        username: 'amina.nowak',
        email: 'parent@example.org',
        phone: '+48 600 100 200',
      },
      teachers: [],
      subjects: [],
      suggested_subject: null,
      is_sent: false,
      created_at: null,
      ...overrides,
    },
    { first_name: name.first, last_name: name.last },
  );
}

export const STORY_APPROVED: Child[] = [
  storyChild(1, CHILD_NAMES.adam, {
    teachers: [BILAL],
    active_subscription: inLanguages(
      { id: 1, package_id: 1, package_name: PACKAGE_NAME.en },
      { package_name: PACKAGE_NAME },
    ),
  }),
  storyChild(2, CHILD_NAMES.yusuf, { birthdate: '2019-11-25', teachers: [MARYAM] }),
  storyChild(3, CHILD_NAMES.zofia, { birthdate: '2012-02-29', teachers: [BILAL, MARYAM] }),
  storyChild(4, CHILD_NAMES.hana, { birthdate: '2020-01-05' }),
];

export const STORY_ACTIVE = STORY_APPROVED.filter((child) => child.active_subscription);
export const STORY_NO_TEACHERS = STORY_APPROVED.filter((child) => child.teachers.length === 0);
export const STORY_REQUESTS: Child[] = [
  storyChild(7, CHILD_NAMES.omar, {
    approved: false,
    birthdate: '2018-06-30',
    suggested_subject: inLanguages({ id: 1, name: SUBJECT_NAME.en }, { name: SUBJECT_NAME }),
  }),
  storyChild(8, CHILD_NAMES.layla, { approved: false, birthdate: '2015-09-01' }),
];

export const ROWS_OF_TAB: Record<ChildTab, Child[]> = {
  all: STORY_APPROVED,
  active: STORY_ACTIVE,
  requests: STORY_REQUESTS,
  'no-teachers': STORY_NO_TEACHERS,
};

type StoryDialog =
  | { kind: 'approve'; child: Child }
  | { kind: 'assign'; child: Child }
  | { kind: 'reassign'; child: Child; from: Person }
  | ConfirmChild;

export interface ChildrenStoryProps {
  tab: ChildTab;
  /** Undefined: the first load is running. */
  rows?: Child[];
  failure?: Failure | null;
  totalPages?: number;
  /** A dialog open from the start. */
  dialog?: StoryDialog | null;
  /**
   * How every call of the story ends: its success toast or its failure toast; 'assignFailure'
   * approves a request and then fails to assign it to the chosen teacher.
   */
  outcome?: 'success' | 'failure' | 'assignFailure';
}

/**
 * The screen as the route composes it, with its dialogs and toasts, answering every action at once
 * with the outcome the story names: stories show the states without a server.
 */
export function ChildrenStory(props: ChildrenStoryProps) {
  const t = useChildrenT();
  const toast = useToast();
  const [tab, setTab] = useState(props.tab);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<StoryDialog | null>(props.dialog ?? null);
  const [approval, setApproval] = useState<Approval | null>(null);
  const rows = tab === props.tab ? props.rows : ROWS_OF_TAB[tab];
  const tell = (success: Parameters<typeof t>[0], failure: Parameters<typeof t>[0]) => {
    toast.show(
      props.outcome === 'failure'
        ? { tone: 'error', message: t(failure) }
        : { tone: 'success', message: t(success) },
    );
    setDialog(null);
  };
  return (
    <>
      <ChildrenScreen
        tab={tab}
        onTabChange={(next) => {
          setApproval(null);
          setTab(next);
        }}
        banner={
          <>
            {approval ? (
              <ApprovedNotice
                approval={approval}
                onShow={(next) => {
                  setApproval(null);
                  setTab(next);
                }}
                onDismiss={() => setApproval(null)}
              />
            ) : null}
            {props.failure ? <FailureBanner failure={props.failure} onRetry={() => undefined} /> : null}
          </>
        }
        table={
          <ChildrenTable
            tab={tab}
            rows={props.failure ? [] : rows}
            total={props.failure || !rows ? null : rows.length}
            error={props.failure ? t('children.error.load') : null}
            today={STORY_TODAY}
            page={page}
            totalPages={props.failure ? 0 : (props.totalPages ?? (rows && rows.length > 0 ? 1 : 0))}
            onPageChange={setPage}
            onApprove={(child) => setDialog({ kind: 'approve', child })}
            onAssign={(child) => setDialog({ kind: 'assign', child })}
            onReassign={(child, from) => setDialog({ kind: 'reassign', child, from })}
            onRemoveTeacher={(child, teacher) => setDialog({ kind: 'remove', child, teacher })}
            onDelete={(child) => setDialog({ kind: 'delete', child })}
          />
        }
      />
      {dialog?.kind === 'approve' ? (
        <ApproveDialog
          childName={`${dialog.child.first_name} ${dialog.child.last_name}`}
          teachers={STORY_TEACHERS}
          onClose={() => setDialog(null)}
          onApprove={(teacher) => {
            const childName = `${dialog.child.first_name} ${dialog.child.last_name}`;
            const teacherName = teacher ? teacher.name || teacher.username : null;
            if (props.outcome === 'failure') {
              toast.show({ tone: 'error', message: t('children.toast.approveFailed') });
            } else if (props.outcome === 'assignFailure' && teacher) {
              toast.show({ tone: 'error', message: t('children.toast.assignFailed') });
              setApproval({ childName, teacherName, assignFailed: true });
              setDialog(null);
            } else {
              toast.show({
                tone: 'success',
                message: t(teacher ? 'children.toast.approvedAssigned' : 'children.toast.approved'),
              });
              setApproval({ childName, teacherName, assignFailed: false });
              setDialog(null);
            }
          }}
        />
      ) : dialog?.kind === 'assign' || dialog?.kind === 'reassign' ? (
        <TeacherDialog
          childName={`${dialog.child.first_name} ${dialog.child.last_name}`}
          from={dialog.kind === 'reassign' ? dialog.from : null}
          current={dialog.child.teachers}
          teachers={STORY_TEACHERS}
          onClose={() => setDialog(null)}
          onSave={() =>
            tell(
              'children.toast.saved',
              dialog.kind === 'assign' ? 'children.toast.assignFailed' : 'children.toast.reassignFailed',
            )
          }
        />
      ) : dialog ? (
        <ChildConfirmDialog
          dialog={dialog}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            dialog.kind === 'delete'
              ? tell('children.toast.deleted', 'children.toast.deleteFailed')
              : tell('children.toast.saved', 'children.toast.saveFailed')
          }
        />
      ) : null}
    </>
  );
}
