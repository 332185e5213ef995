import type { FatwaQuestion } from '@minbar/api/schemas/fatwa';
import {
  countUnansweredInAll,
  FATWA_LIST_OF_FILTER,
  filterUsesResponseDate,
  questionsForFilter,
} from '@minbar/domain/fatwa/filters';
import { askerLanguageOf } from '@minbar/domain/fatwa/language';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/api-context';
import type { ChatState } from '../components/chat-area';
import { FatwaDesk } from '../components/fatwa-desk';
import type { QuestionListState } from '../components/question-list';
import { canActOnFatwa, fatwaFailure, rowBadge } from '../desk-model';
import { DeskDialogs } from '../dialogs/desk-dialogs';
import { FatwaIntlProvider } from '../fatwa-intl';
import { useQuestionList } from '../queries/use-question-list';
import { useSetQuestionActive } from '../queries/use-set-question-active';
import { useDebouncedValue } from '../use-debounced-value';
import { useDeskToast } from '../use-desk-toast';
import { hasUnsavedDrafts, useDeskState } from './use-desk-state';

const SEARCH_DEBOUNCE_MS = 300;

// The reply form (its tabs and fields) shows once a question is open: it loads then, not with the desk.
/*
 * Asks before leaving the desk while any question holds an unsaved reply, whichever question is open;
 * it (and its confirmation dialog) loads with the first typed draft.
 */
const LeaveGuard = lazy(() =>
  import('../../../lib/forms/unsaved-changes').then((m) => ({ default: m.LeaveGuard })),
);
const ReplyContainer = lazy(() => import('./reply-container').then((m) => ({ default: m.ReplyContainer })));

export function FatwaRoute() {
  return (
    <FatwaIntlProvider>
      <FatwaDeskRoute />
    </FatwaIntlProvider>
  );
}

/**
 * The desk's container: the lists, the selected question and what the desk shows. The reply form
 * and each dialog are containers of their own that own their call; their state is in useDeskState.
 */
function FatwaDeskRoute() {
  const say = useDeskToast();
  const canAct = canActOnFatwa(useSession());
  const [desk, dispatch] = useDeskState();
  const { filter, language, snapshot, dialog } = desk;
  const settledSearch = useDebouncedValue(desk.search.trim(), SEARCH_DEBOUNCE_MS);
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = Number(searchParams.get('question')) || null;

  const main = useQuestionList({
    list: FATWA_LIST_OF_FILTER[filter],
    search: settledSearch,
    responseDateFrom: filterUsesResponseDate(filter) ? desk.responseDateFrom : '',
    language,
  });
  // The All filter's '1' badges and count follow the unanswered list.
  const unanswered = useQuestionList(
    { list: 'unanswered', search: settledSearch, responseDateFrom: '', language },
    { enabled: filter === 'all' },
  );
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
    if (listed) dispatch({ type: 'seen', question: listed });
  }, [listed, dispatch]);

  const patchSelected = (change: (question: FatwaQuestion) => FatwaQuestion) => {
    if (selected) dispatch({ type: 'seen', question: change(selected) });
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
  const closeDialog = () => dispatch({ type: 'closeDialog' });

  return (
    <FatwaDesk
      filters={{
        search: desk.search,
        onSearchChange: (search) => dispatch({ type: 'search', search }),
        filter,
        onFilterChange: (next) => dispatch({ type: 'filter', filter: next }),
        responseDateFrom: desk.responseDateFrom,
        onResponseDateFromChange: (date) => dispatch({ type: 'responseDateFrom', date }),
        waitingCount,
      }}
      list={{
        state: listState,
        badgeOf: (question) => rowBadge(filter, question, unansweredIds),
        selectedId,
        onSelect: (question) => {
          dispatch({ type: 'seen', question });
          setSearchParams({ question: String(question.id) }, { replace: true });
        },
        onRetry: retry,
        now: new Date(),
      }}
      onCloseQuestion={() => setSearchParams({}, { replace: true })}
      chat={{
        state: chatState,
        canAct,
        contentLanguage: language,
        onContentLanguageChange: (next) => dispatch({ type: 'language', language: next }),
        onSetActive: changeActive,
        onEdit: (response) => dispatch({ type: 'edit', response }),
        onDelete: (response) => dispatch({ type: 'delete', response }),
        onRetry: retry,
        now: new Date(),
        replyForm: selected ? (
          <Suspense fallback={null}>
            <ReplyContainer
              question={selected}
              language={language}
              draft={desk.drafts[selected.id]}
              onDraftChange={(draft) => dispatch({ type: 'draft', question: selected, draft })}
              onAnswered={(question) => dispatch({ type: 'answered', question })}
              onReload={retry}
              reloading={main.isFetching}
            />
          </Suspense>
        ) : null,
      }}
      dialogs={
        <>
          {hasUnsavedDrafts(desk) ? (
            <Suspense fallback={null}>
              <LeaveGuard when />
            </Suspense>
          ) : null}
          <DeskDialogs
            dialog={dialog}
            language={language}
            askerLanguage={askerLanguageOf(selected?.language)}
            onClose={closeDialog}
            onUpdated={(updated) =>
              patchSelected((question) => ({
                ...question,
                responses: question.responses.map((response) =>
                  response.id === updated.id ? updated : response,
                ),
              }))
            }
            onDeleted={(responseId) =>
              patchSelected((question) => ({
                ...question,
                responses: question.responses.filter((response) => response.id !== responseId),
              }))
            }
          />
        </>
      }
    />
  );
}
