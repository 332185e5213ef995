import type { AdminUser } from '@minbar/api/schemas/accounts';
import type { ToggleableRole } from '@minbar/domain/access/roles';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminsIntlProvider, useAdminsT } from '../administrators-intl';
import { AdministratorsScreen, type RoleChangeRequest } from '../components/administrators-screen';
import { deleteUserFailure, loadFailure, roleChangeFailure } from '../error-messages';
import { useAddRole } from '../queries/use-add-role';
import { useAdminUsers } from '../queries/use-admin-users';
import { useDeleteUser } from '../queries/use-delete-user';
import { useRemoveRole } from '../queries/use-remove-role';
import { useRoleCounts } from '../queries/use-role-counts';
import { useUpdateRole } from '../queries/use-update-role';

/** ?page= is kept in the URL so a reload or a shared link opens the same page. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The area's messages wrap the screen, so the route's own toasts read them too. */
export function AdministratorsRoute() {
  return (
    <AdminsIntlProvider>
      <AdministratorsArea />
    </AdminsIntlProvider>
  );
}

function AdministratorsArea() {
  const t = useAdminsT();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const users = useAdminUsers(page);
  const counts = useRoleCounts();
  const addRole = useAddRole();
  const removeRole = useRemoveRole();
  const updateRole = useUpdateRole();
  const deleteUser = useDeleteUser();
  const [savingUserIds, setSavingUserIds] = useState<number[]>([]);
  const [roleChange, setRoleChange] = useState<RoleChangeRequest | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminUser | null>(null);

  const pagination = users.data?.pagination;
  const totalPages = pagination?.total_pages ?? 0;
  const setPage = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });

  const toggleRole = (user: AdminUser, role: ToggleableRole, checked: boolean) => {
    setSavingUserIds((ids) => [...ids, user.id]);
    const mutation = checked ? addRole : removeRole;
    mutation.mutate(
      { email: user.email, role },
      {
        onSuccess: () =>
          toast.show({
            tone: 'success',
            message: t('admins.roleUpdated', { username: isolateText(user.username) }),
          }),
        onError: (error) => {
          const message = roleChangeFailure(error);
          toast.show({ tone: 'error', message: t(message.id, message.values) });
        },
        onSettled: () => setSavingUserIds((ids) => ids.filter((id) => id !== user.id)),
      },
    );
  };

  return (
    <AdministratorsScreen
      counts={counts.data}
      countsError={counts.isError ? loadFailure(counts.error, { id: 'admins.error.fetchCounts' }) : null}
      users={users.data?.data ?? []}
      usersLoading={users.isPending}
      usersError={users.isError ? loadFailure(users.error, { id: 'admins.error.fetchUsers' }) : null}
      onRetry={() => {
        void users.refetch();
        void counts.refetch();
      }}
      page={page}
      totalPages={totalPages}
      total={pagination?.total ?? 0}
      onPageChange={setPage}
      savingUserIds={savingUserIds}
      onToggleRole={toggleRole}
      roleChange={roleChange}
      onRequestRoleChange={setRoleChange}
      onRoleChangeCancel={() => setRoleChange(null)}
      roleChangeBusy={updateRole.isPending}
      onRoleChangeConfirm={() => {
        if (!roleChange) return;
        updateRole.mutate(
          { email: roleChange.user.email, role: roleChange.role },
          {
            onSuccess: () => {
              toast.show({
                tone: 'success',
                message: t('admins.roleUpdated', { username: isolateText(roleChange.user.username) }),
              });
              setRoleChange(null);
            },
            onError: (error) => {
              const message = roleChangeFailure(error);
              toast.show({ tone: 'error', message: t(message.id, message.values) });
            },
          },
        );
      }}
      deleteTarget={deleteTarget}
      onRequestDelete={setDeleteTarget}
      onDeleteCancel={() => setDeleteTarget(null)}
      deleteBusy={deleteUser.isPending}
      onDeleteConfirm={() => {
        if (!deleteTarget) return;
        deleteUser.mutate(deleteTarget.id, {
          onSuccess: () => {
            toast.show({
              tone: 'success',
              message: t('admins.deleted', { username: isolateText(deleteTarget.username) }),
            });
            setDeleteTarget(null);
            // Deleting the only row of the last page would leave an empty page behind.
            if (users.data?.data.length === 1 && page > 1) setPage(page - 1);
          },
          onError: (error) => {
            const message = deleteUserFailure(error);
            toast.show({ tone: 'error', message: t(message.id, message.values) });
          },
        });
      }}
    />
  );
}
