import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMosqueToday } from '../../../lib/use-mosque-settings';
import { type ChildTab, isChildTab, LIST_OF_TAB } from '../child-tabs';
import { ChildrenIntlProvider, useChildrenT } from '../children-intl';
import { type Approval, ApprovedNotice } from '../components/approved-notice';
import { ChildrenScreen } from '../components/children-screen';
import { ChildrenTable } from '../components/children-table';
import { FailureBanner } from '../components/failure-banner';
import { type ChildDialog, ChildDialogs } from '../dialogs/child-dialogs';
import { failureOf } from '../error-messages';
import { useChildren } from '../queries/use-children';

/** The area's messages wrap the screen, so its toasts read them too. */
export function ChildrenRoute() {
  return (
    <ChildrenIntlProvider>
      <ChildrenArea />
    </ChildrenIntlProvider>
  );
}

const pageFromSearch = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

/**
 * /dashboard/Children: the tab and the page live in the address (?tab=requests&page=2), so a reload
 * or a shared link opens the same list. Every change reloads every list, since a child moves between
 * them (approved: into All and No teachers; assigned: out of No teachers).
 */
function ChildrenArea() {
  const t = useChildrenT();
  const today = useMosqueToday();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: ChildTab = isChildTab(tabParam) ? tabParam : 'all';
  const page = pageFromSearch(search.get('page'));
  const go = (next: { tab: ChildTab; page: number }) =>
    setSearch(() => {
      const params = new URLSearchParams();
      if (next.tab !== 'all') params.set('tab', next.tab);
      if (next.page > 1) params.set('page', String(next.page));
      return params;
    });
  const list = useChildren(LIST_OF_TAB[tab], page);
  const [dialog, setDialog] = useState<ChildDialog | null>(null);
  // The last approval, told above the list until staff follow it, dismiss it or change tabs.
  const [approval, setApproval] = useState<Approval | null>(null);
  const loadFailure = list.isError ? failureOf(list.error, 'load') : null;
  const pagination = list.data?.pagination;
  const lastPage = list.isPlaceholderData ? null : (pagination?.total_pages ?? null);
  // A page emptied by a delete (or an old link) gives way to the list's last page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the page count and the place decide.
  useEffect(() => {
    if (lastPage !== null && lastPage > 0 && page > lastPage) go({ tab, page: lastPage });
  }, [lastPage, page, tab]);

  return (
    <>
      <ChildrenScreen
        tab={tab}
        onTabChange={(next) => {
          setApproval(null);
          go({ tab: next, page: 1 });
        }}
        banner={
          <>
            {approval ? (
              <ApprovedNotice
                approval={approval}
                onShow={(next) => {
                  setApproval(null);
                  go({ tab: next, page: 1 });
                }}
                onDismiss={() => setApproval(null)}
              />
            ) : null}
            {loadFailure ? <FailureBanner failure={loadFailure} onRetry={() => void list.refetch()} /> : null}
          </>
        }
        table={
          <ChildrenTable
            tab={tab}
            rows={list.isError ? [] : list.data?.data}
            total={list.isError ? null : (pagination?.total ?? null)}
            loading={list.isPending}
            error={loadFailure ? t('children.error.load') : null}
            today={today}
            page={page}
            totalPages={list.isError ? 0 : (pagination?.total_pages ?? 0)}
            onPageChange={(next) => go({ tab, page: next })}
            onApprove={(child) => setDialog({ kind: 'approve', child })}
            onAssign={(child) => setDialog({ kind: 'assign', child })}
            onReassign={(child, from) => setDialog({ kind: 'reassign', child, from })}
            onRemoveTeacher={(child, teacher) => setDialog({ kind: 'remove', child, teacher })}
            onDelete={(child) => setDialog({ kind: 'delete', child })}
          />
        }
      />
      <ChildDialogs dialog={dialog} onClose={() => setDialog(null)} onApproved={setApproval} />
    </>
  );
}
