import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { customFieldTypeLabels, type CreateCustomFieldBody } from '@app/shared/custom-fields';
import { ja } from '@app/shared/messages/ja';
import { can, employeeRoleLabels, type EmployeeRole } from '@app/shared/roles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { useToastedAction } from '../../components/toast';
import { customFieldWrites, useCustomFields, useCustomFieldWrite, type CustomField } from '../../features/custom-fields/api/custom-fields';
import { CustomFieldDialog } from '../../features/custom-fields/components/custom-field-dialog';
import { useProfile } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';

const roleNames = (roles: readonly EmployeeRole[]) => (roles.length === 0 ? ja.customFields.noRoles : roles.map((r) => employeeRoleLabels[r]).join('・'));
const mark = (on: boolean) => (on ? ja.customFields.yes : ja.customFields.no);

/** /company/custom_field — the company's カスタム項目 in order; owners and administrators add, edit, reorder and delete. */
export function CustomFieldPage() {
  const profile = useProfile();
  const canManage = profile.data ? can(profile.data.role, 'manageEmployees') : false;
  const query = useCustomFields();
  const create = useCustomFieldWrite(customFieldWrites.create);
  const save = useCustomFieldWrite(customFieldWrites.update);
  const reorder = useCustomFieldWrite(customFieldWrites.reorder);
  const remove = useCustomFieldWrite(customFieldWrites.remove);
  const [dialog, setDialog] = useState<{ field: CustomField | null } | null>(null);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  const rows = query.data?.data ?? [];

  const run = useToastedAction(ja.customFields.failed);

  const onSubmit = async (body: CreateCustomFieldBody) => {
    const current = dialog?.field;
    const error = current ? await run(() => save.mutateAsync({ code: current.code, ...body }), ja.customFields.updated) : await run(() => create.mutateAsync(body), ja.customFields.created);
    if (!error) setDialog(null);
    return error;
  };

  const move = (index: number, by: -1 | 1) => {
    const codes = rows.map((r) => r.code);
    const [code] = codes.splice(index, 1);
    codes.splice(index + by, 0, code!);
    void run(() => reorder.mutateAsync(codes), ja.customFields.reordered);
  };

  const columns: DataTableColumn<CustomField>[] = [
    { key: 'name', header: ja.customFields.columnName, render: (f) => f.name },
    { key: 'type', header: ja.customFields.columnType, render: (f) => customFieldTypeLabels[f.fieldType] },
    { key: 'required', header: ja.customFields.columnRequired, render: (f) => mark(f.required), align: 'center' },
    { key: 'roles', header: ja.customFields.columnRoles, render: (f) => ja.customFields.rolesSummary(roleNames(f.viewRoles), roleNames(f.editRoles)) },
    { key: 'portal', header: ja.customFields.columnPortal, render: (f) => mark(f.askInPortal), align: 'center' },
    { key: 'values', header: ja.customFields.columnValues, render: (f) => ja.customFields.valueCount(f.valueCount), align: 'right' },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: ja.customFields.columnActions,
      render: (f) => {
        const index = rows.indexOf(f);
        return (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
            <IconButton size="small" aria-label={ja.customFields.moveUp(f.name)} disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)}>
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={ja.customFields.moveDown(f.name)} disabled={index === rows.length - 1 || reorder.isPending} onClick={() => move(index, 1)}>
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <Button size="small" onClick={() => setDialog({ field: f })}>
              {ja.customFields.edit}
            </Button>
            <Button size="small" color="error" onClick={() => setDeleting(f)}>
              {ja.customFields.delete}
            </Button>
          </Box>
        );
      },
    });
  }

  return (
    <Box>
      <PageHeader
        title={ja.customFields.title}
        description={ja.customFields.lead}
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ field: null })}>
              {ja.customFields.create}
            </Button>
          ) : null
        }
      />
      {profile.data && !canManage ? (
        <Typography variant="body2" color="text.secondary" data-testid="read-only-note" sx={{ mb: 2 }}>
          {ja.customFields.readOnly}
        </Typography>
      ) : null}
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(f) => f.code}
        loading={query.isFetching && !query.data}
        errorMessage={query.isError && !query.data ? failureMessage(ja.customFields.loadFailed, query.error) : null}
        emptyMessage={ja.customFields.empty}
        ariaLabel={ja.customFields.listLabel}
      />
      {dialog ? <CustomFieldDialog open field={dialog.field} busy={create.isPending || save.isPending} onClose={() => setDialog(null)} onSubmit={onSubmit} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={ja.customFields.deleteTitle}
        message={
          deleting ? (
            <>
              {ja.customFields.deleteConfirm(deleting.name)}
              {deleting.valueCount > 0 ? (
                <Box component="span" sx={{ display: 'block', mt: 1, color: 'error.main' }} data-testid="custom-field-delete-values">
                  {ja.customFields.deleteHasValues(deleting.valueCount)}
                </Box>
              ) : null}
            </>
          ) : null
        }
        confirmLabel={ja.customFields.delete}
        confirmColor="error"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void run(() => remove.mutateAsync(target.code), ja.customFields.deleted).then(() => setDeleting(null));
        }}
      />
    </Box>
  );
}
