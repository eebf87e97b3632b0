import { useCallback, useState } from 'react';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { employeeListQuerySchema, type EmployeeListItem } from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';
import { can } from '@app/shared/roles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useDepartmentOptions } from '../../features/departments/api/get-departments';
import { employeeWrites, useEmployeeWrite } from '../../features/employees/api/employee-mutations';
import { useEmployees } from '../../features/employees/api/get-employees';
import { useRoles } from '../../features/employees/api/get-roles';
import { useExportEmployees } from '../../features/employees/api/export-employees';
import { EditEmployeeDialog, InviteDialog, RoleDialog } from '../../features/employees/components/employee-dialogs';
import { SearchField } from '../../components/search-field';
import { EmployeeTable, type EmployeeAction } from '../../features/employees/components/employee-table';
import { joinedFailure } from '../../lib/joined-failure';
import { useProfile } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';
import { useListParams } from '../../lib/use-list-params';

const { shape } = employeeListQuerySchema;
const listParams = z.object({ page: shape.page, perPage: shape.per_page, q: shape.search });

type Confirm = { action: 'suspend' | 'resume' | 'delete' | 'reinvite' | 'deleteInvite'; row: EmployeeListItem };

const confirmText: Record<Confirm['action'], (row: EmployeeListItem) => { message: string; label: string; danger: boolean }> = {
  suspend: (r) => ({ message: ja.employees.suspendConfirm(r.name), label: ja.employees.suspend, danger: true }),
  resume: (r) => ({ message: ja.employees.resumeConfirm(r.name), label: ja.employees.resume, danger: false }),
  delete: (r) => ({ message: ja.employees.deleteConfirm(r.name), label: ja.employees.delete, danger: true }),
  reinvite: (r) => ({ message: ja.employees.reinviteConfirm(r.email), label: ja.employees.reinvite, danger: false }),
  deleteInvite: (r) => ({ message: ja.employees.deleteInviteConfirm(r.email), label: ja.employees.deleteInvite, danger: true }),
};

/** /company/employee — employees and pending invitations; ?q=&page=&perPage= in the URL (page 1-based). */
export function EmployeePage() {
  const toast = useToast();
  const list = useListParams(listParams);
  const { page, perPage, q: search } = list.values;
  const { set } = list;

  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageEmployees') : false;
  const isOwner = profile.data ? can(profile.data.role, 'manageOwners') : false;
  const query = useEmployees({ search, page, perPage });
  const roles = useRoles();
  const departments = useDepartmentOptions();
  const exportCsv = useExportEmployees();

  const invite = useEmployeeWrite(employeeWrites.invite);
  const update_ = useEmployeeWrite(employeeWrites.update);
  const changeRole = useEmployeeWrite(employeeWrites.changeRole);
  const suspend = useEmployeeWrite(employeeWrites.suspend);
  const resume = useEmployeeWrite(employeeWrites.resume);
  const remove = useEmployeeWrite(employeeWrites.remove);
  const reinvite = useEmployeeWrite(employeeWrites.reinvite);
  const deleteInvite = useEmployeeWrite(employeeWrites.deleteInvite);
  const setStaff = useEmployeeWrite(employeeWrites.setMyNumberStaff);

  const [inviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<EmployeeListItem | null>(null);
  const [roleOf, setRoleOf] = useState<EmployeeListItem | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [staffChange, setStaffChange] = useState<{ row: EmployeeListItem; on: boolean } | null>(null);

  const total = query.data?.total_count ?? 0;
  const onSearch = useCallback((text: string) => set({ q: text.trim() }, { replace: true }), [set]);

  /** Runs a write; shows the SPEC toast; resolves with the error (for field messages) or null. */
  async function run<V>(mutate: (v: V) => Promise<unknown>, variables: V, success: string, failure: string): Promise<unknown> {
    try {
      await mutate(variables);
      toast.success(success);
      return null;
    } catch (error) {
      toast.error(joinedFailure(failure, error));
      return error;
    }
  }

  const onAction = (action: EmployeeAction, row: EmployeeListItem) => {
    if (action === 'edit') setEditing(row);
    else if (action === 'role') setRoleOf(row);
    else setConfirm({ action, row });
  };

  const onConfirm = async () => {
    if (!confirm) return;
    const { action, row } = confirm;
    // SPEC §5: a row without the id the action needs is left alone and reported as success.
    const plan = {
      suspend: [suspend.mutateAsync, row.id, ja.employees.suspended, ja.employees.suspendFailed],
      resume: [resume.mutateAsync, row.id, ja.employees.resumed, ja.employees.resumeFailed],
      delete: [remove.mutateAsync, row.id, ja.employees.deleted, ja.employees.deleteFailed],
      reinvite: [reinvite.mutateAsync, row.employee_invite_id, ja.employees.reinvited, ja.employees.reinviteFailed],
      deleteInvite: [deleteInvite.mutateAsync, row.employee_invite_id, ja.employees.inviteDeleted, ja.employees.inviteDeleteFailed],
    } as const;
    const [mutate, id, success, failure] = plan[action];
    if (id == null) toast.success(success);
    else await run(mutate as (v: number) => Promise<unknown>, id, success, failure);
    setConfirm(null);
  };

  const confirmBusy = suspend.isPending || resume.isPending || remove.isPending || reinvite.isPending || deleteInvite.isPending;
  const confirmContent = confirm ? confirmText[confirm.action](confirm.row) : null;

  return (
    <Box>
      <PageHeader
        title={ja.employees.title}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate(undefined, { onError: (error) => toast.error(failureMessage(ja.employees.exportFailed, error)) })}
            >
              {ja.employees.exportCsv}
            </Button>
            {canManage ? (
              <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setInviteOpen(true)}>
                {ja.employees.invite}
              </Button>
            ) : null}
          </>
        }
      />
      <ListToolbar total={query.data ? ja.employees.totalCount(total) : null} totalTestId="employee-total">
        <SearchField value={search} onSearch={onSearch} label={ja.employees.searchLabel} />
      </ListToolbar>
      {profile.data && !canManage ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="read-only-note">
          {ja.company.readOnly}
        </Typography>
      ) : null}
      <EmployeeTable
        rows={query.data?.data ?? []}
        loading={query.isFetching}
        searching={search !== ''}
        errorMessage={query.isError && !query.data ? failureMessage(ja.loadFailed.employees, query.error) : null}
        manager={canManage && profile.data ? { id: profile.data.id, isOwner } : null}
        onAction={onAction}
        onToggleStaff={
          isOwner
            ? (row, on) => {
                if (row.code) setStaffChange({ row, on });
              }
            : undefined
        }
        staffBusyCode={setStaff.isPending ? (setStaff.variables?.code ?? null) : null}
        pagination={list.pagination(total)}
      />

      <InviteDialog
        open={inviteOpen}
        roles={roles.data ?? []}
        departments={departments.data ?? []}
        isOwner={isOwner}
        busy={invite.isPending}
        onClose={() => setInviteOpen(false)}
        onSubmit={async (body) => {
          const error = await run(invite.mutateAsync, body, ja.employees.invited, ja.employees.inviteFailed);
          if (!error) setInviteOpen(false);
          return error;
        }}
      />
      <EditEmployeeDialog
        employee={editing}
        departments={departments.data ?? []}
        busy={update_.isPending}
        onClose={() => setEditing(null)}
        onSubmit={async (code, body) => {
          try {
            const saved = await update_.mutateAsync({ code, body });
            // a new e-mail waits for its confirmation link (I8): say where it went
            toast.success(saved.data.pendingEmail ? ja.employees.emailChangePending(saved.data.pendingEmail) : ja.employees.updated);
            setEditing(null);
            return null;
          } catch (error) {
            toast.error(joinedFailure(ja.employees.updateFailed, error));
            return error;
          }
        }}
      />
      <RoleDialog
        employee={roleOf}
        roles={roles.data ?? []}
        isOwner={isOwner}
        busy={changeRole.isPending}
        onClose={() => setRoleOf(null)}
        onSubmit={async (code, role) => {
          const error = await run(changeRole.mutateAsync, { code, role }, ja.employees.updated, ja.employees.updateFailed);
          if (!error) setRoleOf(null);
          return error;
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        message={confirmContent?.message ?? ''}
        confirmLabel={confirmContent?.label ?? ''}
        confirmColor={confirmContent?.danger ? 'error' : 'primary'}
        busy={confirmBusy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void onConfirm()}
      />
      {/* マイナンバー access is granted or taken away only after the owner has read what it means (issue #21) */}
      <ConfirmDialog
        open={staffChange !== null}
        title={staffChange?.on ? ja.myNumber.designateTitle : ja.myNumber.revokeTitle}
        message={staffChange ? (staffChange.on ? ja.myNumber.designateConfirm(staffChange.row.name) : ja.myNumber.revokeConfirm(staffChange.row.name)) : ''}
        confirmLabel={staffChange?.on ? ja.myNumber.designatedOn : ja.myNumber.designatedOff}
        confirmColor={staffChange?.on ? 'primary' : 'error'}
        busy={setStaff.isPending}
        onCancel={() => setStaffChange(null)}
        onConfirm={() => {
          const change = staffChange;
          if (!change?.row.code) return;
          void run(setStaff.mutateAsync, { code: change.row.code, on: change.on }, ja.myNumber.designatedUpdated, ja.myNumber.designatedFailed).then(() =>
            setStaffChange(null),
          );
        }}
      />
    </Box>
  );
}
