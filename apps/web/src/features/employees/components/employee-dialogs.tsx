import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import MenuItem from '@mui/material/MenuItem';
import { emailSchema } from '@app/shared/auth';
import {
  INVITE_DEFAULT_EXPIRE_DAYS,
  employeeNameSchema,
  expireDaysSchema,
  type EmployeeListItem,
  type InviteEmployeeBody,
  type RoleInfo,
  type UpdateEmployeeBody,
} from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';
import { employeeRoles, type EmployeeRole } from '@app/shared/roles';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';

export interface DepartmentOption {
  id: number;
  name: string;
}

const roleField = z.enum(employeeRoles, { error: ja.employees.roleUnknown });
const departmentField = z.string();
const toDepartmentId = (value: string) => (value === '' ? null : Number(value));
const fromServerField = (field: string) => field.replace(/^employee\./, '');

function roleOptions(roles: RoleInfo[], isOwner: boolean) {
  return roles.filter((r) => isOwner || r.key !== 'owner_administrator');
}

// ── invite ──

const inviteFormSchema = z.object({
  email: emailSchema,
  name: employeeNameSchema,
  role: roleField,
  department_id: departmentField,
  expire_days: z.string().refine((v) => expireDaysSchema.safeParse(v).success, { error: ja.employees.expireDaysRange }),
});
type InviteForm = z.infer<typeof inviteFormSchema>;

export function InviteDialog({
  open,
  roles,
  departments,
  isOwner,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  roles: RoleInfo[];
  departments: DepartmentOption[];
  isOwner: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the error of a failed request (its `fields` land on the inputs), or null. */
  onSubmit: (body: InviteEmployeeBody) => Promise<unknown>;
}) {
  const { control, handleSubmit, reset, setError } = useForm<InviteForm>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '', name: '', role: 'general', department_id: '', expire_days: String(INVITE_DEFAULT_EXPIRE_DAYS) },
  });
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const submit = handleSubmit(async (values) => {
    const error = await onSubmit({
      employee: {
        email: values.email,
        name: values.name,
        role: values.role,
        department_id: toDepartmentId(values.department_id),
        expire_days: Number(values.expire_days),
      },
    });
    if (error) applyServerFieldErrors(error, setError, ['email', 'name', 'role', 'department_id', 'expire_days'], fromServerField);
  });
  return (
    <FormDialog open={open} title={ja.employees.inviteTitle} lead={ja.employees.inviteLead} submitLabel={ja.employees.inviteSubmit} busy={busy} onClose={onClose} onSubmit={submit} id="invite-dialog" testId="invite-dialog">
      <FormTextField control={control} name="email" label={ja.employees.email} type="email" required autoFocus />
      <FormTextField control={control} name="name" label={ja.employees.name} required />
      <FormTextField control={control} name="role" label={ja.employees.role} select required>
        {roleOptions(roles, isOwner).map((r) => (
          <MenuItem key={r.key} value={r.key}>
            {r.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="department_id" label={ja.employees.department} select slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
        <MenuItem value="">{ja.employees.noDepartment}</MenuItem>
        {departments.map((d) => (
          <MenuItem key={d.id} value={String(d.id)}>
            {d.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="expire_days" label={ja.employees.expireDays} type="number" hint={ja.employees.expireDaysHint} slotProps={{ htmlInput: { min: 1, max: 30 } }} />
    </FormDialog>
  );
}

// ── edit ──

const editFormSchema = z.object({ name: employeeNameSchema, email: emailSchema, department_id: departmentField });
type EditForm = z.infer<typeof editFormSchema>;

export function EditEmployeeDialog({
  employee,
  departments,
  busy,
  onClose,
  onSubmit,
}: {
  employee: EmployeeListItem | null;
  departments: DepartmentOption[];
  busy: boolean;
  onClose: () => void;
  onSubmit: (code: string, body: UpdateEmployeeBody) => Promise<unknown>;
}) {
  const { control, handleSubmit, reset, setError } = useForm<EditForm>({
    resolver: zodResolver(editFormSchema),
    defaultValues: { name: '', email: '', department_id: '' },
  });
  useEffect(() => {
    if (employee) reset({ name: employee.name, email: employee.email, department_id: employee.department_id == null ? '' : String(employee.department_id) });
  }, [employee, reset]);
  // A department that is now disabled stays selectable for the employee who already has it.
  const options =
    employee?.department_id != null && !departments.some((d) => d.id === employee.department_id)
      ? [...departments, { id: employee.department_id, name: employee.department_name ?? '' }]
      : departments;
  const submit = handleSubmit(async (values) => {
    if (!employee?.code) return;
    const error = await onSubmit(employee.code, {
      employee: { name: values.name, email: values.email, department_id: toDepartmentId(values.department_id) },
    });
    if (error) applyServerFieldErrors(error, setError, ['name', 'email', 'department_id'], fromServerField);
  });
  return (
    <FormDialog open={employee !== null} title={ja.employees.editTitle} submitLabel={ja.app.save} busy={busy} onClose={onClose} onSubmit={submit} id="edit-employee-dialog" testId="edit-employee-dialog">
      <FormTextField control={control} name="name" label={ja.employees.name} required />
      <FormTextField control={control} name="email" label={ja.employees.email} type="email" required />
      <FormTextField control={control} name="department_id" label={ja.employees.department} select slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
        <MenuItem value="">{ja.employees.noDepartment}</MenuItem>
        {options.map((d) => (
          <MenuItem key={d.id} value={String(d.id)}>
            {d.name}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}

// ── role ──

const roleFormSchema = z.object({ role: roleField });
type RoleForm = z.infer<typeof roleFormSchema>;

export function RoleDialog({
  employee,
  roles,
  isOwner,
  busy,
  onClose,
  onSubmit,
}: {
  employee: EmployeeListItem | null;
  roles: RoleInfo[];
  isOwner: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (code: string, role: EmployeeRole) => Promise<unknown>;
}) {
  const { control, handleSubmit, reset } = useForm<RoleForm>({ resolver: zodResolver(roleFormSchema), defaultValues: { role: 'general' } });
  useEffect(() => {
    if (employee) reset({ role: employee.role });
  }, [employee, reset]);
  const submit = handleSubmit(async (values) => {
    if (employee?.code) await onSubmit(employee.code, values.role);
  });
  return (
    <FormDialog open={employee !== null} title={ja.employees.roleTitle} lead={employee ? `${employee.name}（${employee.email}）` : undefined} submitLabel={ja.app.save} busy={busy} onClose={onClose} onSubmit={submit} id="role-dialog" testId="role-dialog">
      <FormTextField control={control} name="role" label={ja.employees.role} select required>
        {roleOptions(roles, isOwner).map((r) => (
          <MenuItem key={r.key} value={r.key}>
            {r.name}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}
