import { Button } from '@minbar/ui/button/button';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { type ChildTab, tabLabel } from '../child-tabs';
import { useChildrenT } from '../children-intl';
import './children.css';

/** What became of an approved request: a child leaves Requests, and staff are told where it went. */
export interface Approval {
  childName: string;
  /** The teacher chosen in the approve dialog, if any. */
  teacherName: string | null;
  /** The child was approved but the assignment to the chosen teacher failed. */
  assignFailed: boolean;
}

/** The list an approved child now shows in: All with a teacher, otherwise No teachers, to assign one. */
export function tabOfApproval(approval: Approval): ChildTab {
  return approval.teacherName && !approval.assignFailed ? 'all' : 'no-teachers';
}

export interface ApprovedNoticeProps {
  approval: Approval;
  onShow: (tab: ChildTab) => void;
  onDismiss: () => void;
}

/** Above the Requests list after an approval: where the child went, with a way to go there. */
export function ApprovedNotice({ approval, onShow, onDismiss }: ApprovedNoticeProps) {
  const t = useChildrenT();
  const tab = tabOfApproval(approval);
  const name = isolateText(approval.childName);
  const teacher = isolateText(approval.teacherName ?? '');
  const message = approval.assignFailed
    ? t('children.notice.assignFailed', { name, teacher })
    : approval.teacherName
      ? t('children.notice.approvedAssigned', { name, teacher })
      : t('children.notice.approved', { name });
  return (
    <div className="children-notice" role="status" data-tone={approval.assignFailed ? 'warning' : 'success'}>
      <p className="children-notice__text">{message}</p>
      <div className="children-notice__actions">
        <Button size="sm" onClick={() => onShow(tab)}>
          {t('children.notice.show', { tab: t(tabLabel(tab)) })}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          {t('children.notice.dismiss')}
        </Button>
      </div>
    </div>
  );
}
