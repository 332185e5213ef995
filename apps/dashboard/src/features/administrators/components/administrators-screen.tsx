import type { AdminUser, RoleCounts } from '@minbar/api/schemas/accounts';
import { TOGGLEABLE_ROLES, type ToggleableRole } from '@minbar/domain/access/roles';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { LazyConfirmDialog } from '@minbar/ui/dialog/lazy-confirm-dialog';
import { Menu, MenuItem, MenuRadioGroup, MenuSeparator } from '@minbar/ui/menu/menu';
import { MultiSelect } from '@minbar/ui/multi-select/multi-select';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { StatCard } from '@minbar/ui/stat-card/stat-card';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { roleName } from '../../../lib/roles';
import { UNTRANSLATED, withUntranslated } from '../../../lib/untranslated';
import { type AdminsMessage, useAdminsT } from '../administrators-intl';
import './administrators-screen.css';
import '../../../lib/page/page.css';
import { LoadFailure } from '../../../lib/load-failure';

export interface RoleChangeRequest {
  user: AdminUser;
  role: ToggleableRole;
}

export interface AdministratorsScreenProps {
  counts?: RoleCounts;
  countsError?: AdminsMessage | null;
  users: AdminUser[];
  usersLoading?: boolean;
  usersError?: AdminsMessage | null;
  onRetry: () => void;
  page: number;
  totalPages: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Ids of users whose roles are being saved: their dropdown is disabled meanwhile. */
  savingUserIds?: readonly number[];
  onToggleRole: (user: AdminUser, role: ToggleableRole, checked: boolean) => void;
  /** The user whose role dropdown is open (stories restore it; the screen otherwise manages it). */
  rolesOpenFor?: number | null;
  onRolesOpenChange?: (userId: number, open: boolean) => void;
  roleChange: RoleChangeRequest | null;
  onRequestRoleChange: (request: RoleChangeRequest) => void;
  onRoleChangeCancel: () => void;
  onRoleChangeConfirm: () => void;
  roleChangeBusy?: boolean;
  deleteTarget: AdminUser | null;
  onRequestDelete: (user: AdminUser) => void;
  onDeleteCancel: () => void;
  onDeleteConfirm: () => void;
  deleteBusy?: boolean;
}

/** Delete is hidden for administrators: an admin account is never deleted here. */
export function canDelete(user: AdminUser): boolean {
  return user.role !== 'admin' && !user.roles.includes('admin');
}

/** /dashboard/Administrators: role counts, the accounts table with role toggles, paging, dialogs. */
export function AdministratorsScreen(props: AdministratorsScreenProps) {
  const t = useAdminsT();
  const { roleChange, deleteTarget } = props;
  const roleOptions = TOGGLEABLE_ROLES.map((role) => ({ value: role, label: roleName(t, role) }));

  const columns: Array<DataTableColumn<AdminUser>> = [
    {
      key: 'account',
      header: t('admins.column.account'),
      cell: (user) => <span translate="no">{user.username}</span>,
      userText: true,
    },
    {
      key: 'email',
      header: t('admins.column.email'),
      cell: (user) => <span translate="no">{user.email}</span>,
      userText: true,
    },
    {
      key: 'role',
      header: t('admins.column.role'),
      cell: (user) => (
        <MultiSelect
          label={withUntranslated(t('admins.rolesOf', { username: UNTRANSLATED }), user.username)}
          hideLabel
          options={roleOptions}
          value={user.roles}
          disabled={props.savingUserIds?.includes(user.id)}
          onToggle={(role, checked) => props.onToggleRole(user, role as ToggleableRole, checked)}
          {...(props.onRolesOpenChange
            ? {
                open: props.rolesOpenFor === user.id,
                onOpenChange: (open: boolean) => props.onRolesOpenChange?.(user.id, open),
              }
            : {})}
        />
      ),
    },
    {
      key: 'actions',
      header: t('admins.column.actions'),
      // One menu per row: the roles column is the row's only role picker, and setting a single role
      // (which removes the others) or deleting the account are actions that ask for confirmation.
      cell: (user) => (
        <Menu label={t('admins.actionsOf', { username: user.username })}>
          <MenuRadioGroup
            label={t('admins.setOneRole')}
            // A user holding exactly one role shows it checked; choosing it again changes nothing.
            value={user.roles.length === 1 ? (user.roles[0] ?? '') : ''}
            onValueChange={(value) => {
              const role = TOGGLEABLE_ROLES.find((option) => option === value);
              if (role && !(user.roles.length === 1 && user.roles[0] === role))
                props.onRequestRoleChange({ user, role });
            }}
            options={roleOptions}
          />
          {canDelete(user) ? (
            <>
              <MenuSeparator />
              <MenuItem onSelect={() => props.onRequestDelete(user)}>{t('admins.deleteAccount')}</MenuItem>
            </>
          ) : null}
        </Menu>
      ),
    },
  ];

  return (
    <div className="admins">
      <h1 className="dashboard-page__title">{t('admins.title')}</h1>
      <section aria-label={t('admins.countsLabel')} className="admins__counts">
        {props.countsError ? (
          <div className="dashboard-alert" role="alert">
            <p>{t(props.countsError.id, props.countsError.values)}</p>
          </div>
        ) : (
          // One card per role this screen manages: the roles an administrator may toggle.
          TOGGLEABLE_ROLES.map((role) => (
            <StatCard
              key={role}
              label={t(`admins.count.${role}`)}
              value={props.counts ? props.counts[role] : '–'}
            />
          ))
        )}
      </section>
      <DataTable
        narrowLayout="own"
        caption={
          <>
            {t('admins.caption')}
            {props.usersLoading || props.usersError ? null : (
              <span className="admins__total"> ({t('admins.total', { count: props.total })})</span>
            )}
          </>
        }
        columns={columns}
        rows={props.users}
        rowKey={(user) => user.id}
        loading={props.usersLoading}
        empty={t('admins.empty')}
        error={
          props.usersError ? (
            <LoadFailure message={t(props.usersError.id, props.usersError.values)} onRetry={props.onRetry} />
          ) : undefined
        }
      />
      <Pagination
        page={props.page}
        totalPages={props.totalPages}
        onPageChange={props.onPageChange}
        label={t('admins.pagination')}
      />
      <LazyConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && props.onDeleteCancel()}
        title={t('admins.deleteTitle')}
        message={
          deleteTarget
            ? t('admins.deleteMessage', {
                username: isolateText(deleteTarget.username),
                email: isolateText(deleteTarget.email),
              })
            : ''
        }
        confirmLabel={t('admins.deleteConfirm')}
        cancelLabel={t('shell.cancel')}
        tone="danger"
        busy={props.deleteBusy}
        onConfirm={props.onDeleteConfirm}
      />
      <LazyConfirmDialog
        open={roleChange !== null}
        onOpenChange={(open) => !open && props.onRoleChangeCancel()}
        title={t('admins.roleChangeTitle')}
        message={
          roleChange
            ? t('admins.roleChangeMessage', {
                username: isolateText(roleChange.user.username),
                role: roleName(t, roleChange.role),
              })
            : ''
        }
        confirmLabel={t('admins.roleChangeConfirm')}
        cancelLabel={t('shell.cancel')}
        busy={props.roleChangeBusy}
        onConfirm={props.onRoleChangeConfirm}
      />
    </div>
  );
}
