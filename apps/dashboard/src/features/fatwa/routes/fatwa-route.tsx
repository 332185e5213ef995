import type { FatwaQuestion, FatwaResponse } from '@minbar/api/schemas/fatwa';
import {
  countUnansweredInAll,
  FATWA_LIST_OF_FILTER,
  type FatwaFilter,
  filterUsesResponseDate,
  questionsForFilter,
} from '@minbar/domain/fatwa/filters';
import { DEFAULT_FATWA_LANGUAGE, type FatwaLanguage } from '@minbar/domain/fatwa/language';
import { changedReplyFields, type ReplyField } from '@minbar/domain/fatwa/reply';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { useToast } from '@minbar/ui/toast/toast';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/api-context';
import type { ChatState } from '../components/chat-area';
import { EditResponseDialog } from '../components/edit-response-dialog';
import { FatwaDesk } from '../components/fatwa-desk';
import type { QuestionListState } from '../components/question-list';
import { ReplyForm } from '../components/reply-form';
import {
  canActOnFatwa,
  checkReply,
  type DeskMessage,
  draftOfResponse,
  emptyDraft,
  fatwaFailure,
  type ReplyDraft,
  type ReplyErrors,
  rowBadge,
  serverReplyErrors,
} from '../desk-model';
import { FatwaIntlProvider, useFatwaT } from '../fatwa-intl';
import { useCreateResponse } from '../queries/create-response';
import { useDeleteResponse } from '../queries/delete-response';
import { useQuestionList } from '../queries/list-questions';
import { useSetQuestionActive } from '../queries/set-question-active';
import { useUpdateResponse } from '../queries/update-response';
import { useDebouncedValue } from '../use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

interface EditState {
  response: FatwaResponse;
  draft: ReplyDraft;
  errors: ReplyErrors;
  nothingChanged: boolean;
  confirmOpen: boolean;
}

export function FatwaRoute() {
  return (
    <FatwaIntlProvider>
      <FatwaDeskRoute />
    </FatwaIntlProvider>
  );
}

function withoutKey<T>(record: Record<number, T>, key: number): Record<number, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** The desk's container: queries, the selected question, drafts per question, dialogs and popups. */
function FatwaDeskRoute() {
  const t = useFatwaT();
  const intl = useIntl();
  const toast = useToast();
  const session = useSession();
  const canAct = canActOnFatwa(session);

  const [filter, setFilter] = useState<FatwaFilter>('all');
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [dateFrom, setDateFrom] = useState('');
  // The desk's content starts in English whatever the UI language (DECISIONS 20).
  const [language, setLanguage] = useState<FatwaLanguage>(DEFAULT_FATWA_LANGUAGE);
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = Number(searchParams.get('question')) || null;
  // The last seen state of the selected question: it stays on screen when it leaves the filtered list.
  const [snapshot, setSnapshot] = useState<FatwaQuestion | null>(null);
  // Drafts live here, keyed by question, so list refreshes and failed sends never clear them.
  const [drafts, setDrafts] = useState<Record<number, ReplyDraft>>({});
  const [replyErrors, setReplyErrors] = useState<Record<number, ReplyErrors>>({});
  const [replyFocus, setReplyFocus] = useState(0);
  const [edit, setEdit] = useState<EditState | null>(null);
  const [editFocus, setEditFocus] = useState(0);
  const [deleteTarget, setDeleteTarget] = useState<FatwaResponse | null>(null);

  const main = useQuestionList({
    list: FATWA_LIST_OF_FILTER[filter],
    search: settledSearch,
    responseDateFrom: filterUsesResponseDate(filter) ? dateFrom : '',
    language,
  });
  // The All filter's '1' badges and count follow the unanswered list (spec part 1 §4).
  const unanswered = useQuestionList(
    { list: 'unanswered', search: settledSearch, responseDateFrom: '', language },
    { enabled: filter === 'all' },
  );
  const createResponse = useCreateResponse();
  const updateResponse = useUpdateResponse();
  const deleteResponse = useDeleteResponse();
  const setActive = useSetQuestionActive();

  const rows = useMemo(
    () => (main.data ? questionsForFilter(filter, main.data.questions) : []),
    [main.data, filter],
  );
  const unansweredIds = useMemo(
    () => (filter === 'all' && unanswered.data ? new Set(unanswered.data.questions.map((q) => q.id)) : null),
    [filter, unanswered.data],
  );
  const waitingCount =
    filter === 'all' && main.data && unanswered.data
      ? countUnansweredInAll(main.data.questions, unanswered.data.questions)
      : null;

  const listed = selectedId === null ? undefined : main.data?.questions.find((q) => q.id === selectedId);
  const selected = listed ?? (snapshot?.id === selectedId ? snapshot : null);
  useEffect(() => {
    if (listed) setSnapshot(listed);
  }, [listed]);

  const say = (tone: 'success' | 'error', message: DeskMessage) =>
    toast.show({ tone, message: intl.formatMessage({ id: message.id }, message.values) });

  const patchSelected = (change: (question: FatwaQuestion) => FatwaQuestion) => {
    if (selected) setSnapshot(change(selected));
  };

  const chatState: ChatState = (() => {
    if (selectedId === null) return { status: 'none' };
    // After a language switch the old language's rows stay as placeholders: the thread waits.
    if (main.data && main.data.language !== language && listed) return { status: 'loading' };
    if (selected) return { status: 'ready', question: selected };
    if (main.isPending) return { status: 'loading' };
    if (main.isError)
      return { status: 'error', message: fatwaFailure(main.error, 'fatwa.error.fetchQuestion') };
    return { status: 'error', message: { id: 'fatwa.error.questionNotFound' } };
  })();

  const listState: QuestionListState = main.data
    ? { status: 'ready', questions: rows }
    : main.isError
      ? { status: 'error', message: fatwaFailure(main.error, 'fatwa.error.fetchQuestions') }
      : { status: 'loading' };

  const draftOf = (question: FatwaQuestion) => drafts[question.id] ?? emptyDraft(question);

  const changeDraft = (field: ReplyField, value: string) => {
    if (!selected) return;
    const id = selected.id;
    setDrafts((current) => ({
      ...current,
      [id]: { ...(current[id] ?? emptyDraft(selected)), [field]: value },
    }));
    setReplyErrors((current) => {
      const errors = current[id];
      if (!errors?.[field]) return current;
      const { [field]: _cleared, ...rest } = errors;
      return { ...current, [id]: rest };
    });
  };

  const send = () => {
    if (!selected) return;
    const question = selected;
    const check = checkReply(draftOf(question));
    if (!check.ok) {
      setReplyErrors((current) => ({ ...current, [question.id]: check.errors }));
      setReplyFocus((count) => count + 1);
      return;
    }
    createResponse.mutate(
      { questionId: question.id, reply: check.reply, language },
      {
        onSuccess: (answer) => {
          say('success', { id: 'fatwa.success.created' });
          setDrafts((current) => withoutKey(current, question.id));
          setReplyErrors((current) => withoutKey(current, question.id));
          setSnapshot({ ...question, responses: [...question.responses, answer.response] });
        },
        onError: (error) => {
          const fieldErrors = serverReplyErrors(error);
          if (Object.keys(fieldErrors).length > 0) {
            setReplyErrors((current) => ({ ...current, [question.id]: fieldErrors }));
            setReplyFocus((count) => count + 1);
          }
          say('error', fatwaFailure(error, 'fatwa.error.create'));
        },
      },
    );
  };

  const saveEdit = () => {
    if (!edit) return;
    const check = checkReply(edit.draft);
    if (!check.ok) {
      setEdit({ ...edit, errors: check.errors, nothingChanged: false });
      setEditFocus((count) => count + 1);
      return;
    }
    const changes = changedReplyFields(draftOfResponse(edit.response), check.reply);
    setEdit({
      ...edit,
      errors: {},
      nothingChanged: Object.keys(changes).length === 0,
      confirmOpen: Object.keys(changes).length > 0,
    });
  };

  const confirmEdit = () => {
    if (!edit) return;
    const check = checkReply(edit.draft);
    if (!check.ok) return;
    const changes = changedReplyFields(draftOfResponse(edit.response), check.reply);
    updateResponse.mutate(
      { responseId: edit.response.id, changes, language },
      {
        onSuccess: (answer) => {
          say('success', { id: 'fatwa.success.updated' });
          setEdit(null);
          patchSelected((question) => ({
            ...question,
            responses: question.responses.map((response) =>
              response.id === answer.response.id ? answer.response : response,
            ),
          }));
        },
        onError: (error) => {
          // The edit form stays open with what was typed; only the confirmation closes.
          setEdit((current) => (current ? { ...current, confirmOpen: false } : current));
          say('error', fatwaFailure(error, 'fatwa.error.update'));
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleteTarget) return;
    const target = deleteTarget;
    deleteResponse.mutate(target.id, {
      onSuccess: () => {
        say('success', { id: 'fatwa.success.deleted' });
        setDeleteTarget(null);
        patchSelected((question) => ({
          ...question,
          responses: question.responses.filter((response) => response.id !== target.id),
        }));
      },
      onError: (error) => {
        setDeleteTarget(null);
        say('error', fatwaFailure(error, 'fatwa.error.delete'));
      },
    });
  };

  const changeActive = (question: FatwaQuestion, active: boolean) => {
    setActive.mutate(
      { questionId: question.id, active },
      {
        onSuccess: (answer) => {
          say('success', { id: active ? 'fatwa.success.activated' : 'fatwa.success.deactivated' });
          patchSelected((current) => ({ ...current, is_active: answer.is_active }));
        },
        onError: (error) =>
          say('error', fatwaFailure(error, active ? 'fatwa.error.activate' : 'fatwa.error.deactivate')),
      },
    );
  };

  const retry = () => {
    void main.refetch();
    if (filter === 'all') void unanswered.refetch();
  };

  return (
    <FatwaDesk
      filters={{
        search,
        onSearchChange: setSearch,
        filter,
        onFilterChange: setFilter,
        responseDateFrom: dateFrom,
        onResponseDateFromChange: setDateFrom,
        waitingCount,
      }}
      list={{
        state: listState,
        badgeOf: (question) => rowBadge(filter, question, unansweredIds),
        selectedId,
        onSelect: (question) => {
          setSnapshot(question);
          setSearchParams({ question: String(question.id) }, { replace: true });
        },
        onRetry: retry,
        now: new Date(),
      }}
      chat={{
        state: chatState,
        canAct,
        contentLanguage: language,
        onContentLanguageChange: setLanguage,
        onSetActive: changeActive,
        onEdit: (response) =>
          setEdit({
            response,
            draft: draftOfResponse(response),
            errors: {},
            nothingChanged: false,
            confirmOpen: false,
          }),
        onDelete: setDeleteTarget,
        onRetry: retry,
        now: new Date(),
        replyForm: selected ? (
          <ReplyForm
            key={selected.id}
            questionId={selected.id}
            draft={draftOf(selected)}
            onDraftChange={changeDraft}
            errors={replyErrors[selected.id] ?? {}}
            focusRequest={replyFocus}
            onSend={send}
            onReload={retry}
            sending={createResponse.isPending}
            reloading={main.isFetching}
          />
        ) : null,
      }}
      dialogs={
        <>
          <EditResponseDialog
            open={edit !== null}
            draft={edit?.draft ?? draftOfEmpty}
            onDraftChange={(field, value) =>
              setEdit((current) => {
                if (!current) return current;
                const { [field]: _cleared, ...errors } = current.errors;
                return {
                  ...current,
                  draft: { ...current.draft, [field]: value },
                  errors,
                  nothingChanged: false,
                };
              })
            }
            errors={edit?.errors ?? {}}
            focusRequest={editFocus}
            nothingChanged={edit?.nothingChanged ?? false}
            onSave={saveEdit}
            onCancel={() => setEdit(null)}
            confirmOpen={edit?.confirmOpen ?? false}
            onConfirm={confirmEdit}
            onConfirmCancel={() =>
              setEdit((current) => (current ? { ...current, confirmOpen: false } : current))
            }
            busy={updateResponse.isPending}
          />
          <ConfirmDialog
            open={deleteTarget !== null}
            onOpenChange={(open) => {
              if (!open) setDeleteTarget(null);
            }}
            tone="danger"
            title={t('fatwa.delete.title')}
            message={t('fatwa.delete.message')}
            confirmLabel={t('fatwa.delete.confirm')}
            onConfirm={confirmDelete}
            busy={deleteResponse.isPending}
          />
        </>
      }
    />
  );
}

const draftOfEmpty: ReplyDraft = emptyDraft({ question: '', language: undefined });
