import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { DEPARTMENT_LIST_DEFAULT_PER_PAGE, type Department, type DepartmentInput } from '@app/shared/departments';
import { ja } from '@app/shared/messages/ja';
import { can } from '@app/shared/roles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { departmentWrites, useDepartmentWrite } from '../../features/departments/api/department-mutations';
import { useDepartments } from '../../features/departments/api/get-departments';
import { DepartmentDialog } from '../../features/departments/components/department-dialog';
import { DepartmentTable } from '../../features/departments/components/department-table';
import { useProfile } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';
import { parsePositiveInt } from '../../lib/format';
import { useUrlState } from '../../lib/use-url-state';

/** /company/department — ?page=&perPage= in the URL. */
export function DepartmentPage() {
  const toast = useToast();
  const { params, update } = useUrlState();
  const page = parsePositiveInt(params.get('page'), 1);
  const requestedPerPage = parsePositiveInt(params.get('perPage'), DEPARTMENT_LIST_DEFAULT_PER_PAGE, 100);
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageCompany') : false;
  const query = useDepartments({ page, perPage: requestedPerPage });

  const create = useDepartmentWrite(departmentWrites.create);
  const save = useDepartmentWrite(departmentWrites.update);
  const remove = useDepartmentWrite(departmentWrites.remove);
  const [dialog, setDialog] = useState<{ department: Department | null } | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  const perPage = query.data?.per_page ?? requestedPerPage;
  const total = query.data?.total_count ?? 0;

  async function run(action: () => Promise<unknown>, success: string): Promise<unknown> {
    try {
      await action();
      toast.success(success);
      return null;
    } catch (error) {
      toast.error(failureMessage(ja.departments.failed, error));
      return error;
    }
  }

  const onSubmit = async (values: DepartmentInput) => {
    const current = dialog?.department;
    const error = current
      ? await run(() => save.mutateAsync({ department: { id: current.id, ...values } }), ja.departments.updated)
      : await run(() => create.mutateAsync({ department: values }), ja.departments.created);
    if (!error) setDialog(null);
    return error;
  };

  return (
    <Box>
      <PageHeader
        title={ja.departments.title}
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ department: null })}>
              {ja.departments.create}
            </Button>
          ) : null
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, minHeight: 24 }}>
        {profile.data && !canManage ? (
          <Typography variant="body2" color="text.secondary" data-testid="read-only-note">
            {ja.company.readOnly}
          </Typography>
        ) : (
          <span />
        )}
        {query.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="department-total">
            {ja.departments.totalCount(total)}
          </Typography>
        ) : null}
      </Box>
      <DepartmentTable
        rows={query.data?.data ?? []}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(ja.loadFailed.departments, query.error) : null}
        canManage={canManage}
        busyId={toggling}
        onToggle={(d, enabled) => {
          setToggling(d.id);
          void run(() => save.mutateAsync({ department: { id: d.id, enabled } }), ja.departments.updated).finally(() => setToggling(null));
        }}
        onEdit={(d) => setDialog({ department: d })}
        onDelete={(d) => setDeleting(d)}
        pagination={{
          page: page - 1,
          rowsPerPage: perPage,
          count: total,
          onPageChange: (index) => update({ page: index === 0 ? null : String(index + 1) }),
          onRowsPerPageChange: (size) => update({ perPage: String(size), page: null }),
        }}
      />
      <DepartmentDialog
        open={dialog !== null}
        department={dialog?.department ?? null}
        busy={create.isPending || save.isPending}
        onClose={() => setDialog(null)}
        onSubmit={onSubmit}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? ja.departments.deleteConfirm(deleting.name) : ''}
        confirmLabel={ja.departments.delete}
        confirmColor="error"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void run(() => remove.mutateAsync(target.id), ja.departments.deleted).finally(() => setDeleting(null));
        }}
      />
    </Box>
  );
}
