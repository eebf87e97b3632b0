import { useState } from 'react';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { departmentListQuerySchema, type Department, type DepartmentInput } from '@app/shared/departments';
import { ja } from '@app/shared/messages/ja';
import { can } from '@app/shared/roles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { useToastedAction } from '../../components/toast';
import { departmentWrites, useDepartmentWrite } from '../../features/departments/api/department-mutations';
import { useDepartments } from '../../features/departments/api/get-departments';
import { DepartmentDialog } from '../../features/departments/components/department-dialog';
import { DepartmentTable } from '../../features/departments/components/department-table';
import { useProfile } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';
import { useListParams } from '../../lib/use-list-params';

const listParams = z.object({ page: departmentListQuerySchema.shape.page, perPage: departmentListQuerySchema.shape.per_page });

/** /company/department — ?page=&perPage= in the URL. */
export function DepartmentPage() {
  const list = useListParams(listParams);
  const { page, perPage } = list.values;
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageCompany') : false;
  const query = useDepartments({ page, perPage });

  const create = useDepartmentWrite(departmentWrites.create);
  const save = useDepartmentWrite(departmentWrites.update);
  const remove = useDepartmentWrite(departmentWrites.remove);
  const [dialog, setDialog] = useState<{ department: Department | null } | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  const total = query.data?.total_count ?? 0;

  const run = useToastedAction(ja.departments.failed);

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
      <ListToolbar
        total={query.data ? ja.departments.totalCount(total) : null}
        totalTestId="department-total"
        note={
          profile.data && !canManage ? (
            <Typography variant="body2" color="text.secondary" data-testid="read-only-note">
              {ja.company.readOnly}
            </Typography>
          ) : null
        }
      />
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
        pagination={list.pagination(total)}
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
