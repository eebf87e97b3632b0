import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { departmentNameSchema, type Department, type DepartmentInput } from '@app/shared/departments';
import { ja } from '@app/shared/messages/ja';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';

const formSchema = z.object({
  name: departmentNameSchema,
  officer_name: z.string().trim().max(100, { error: ja.validation.tooLong(100) }),
  description: z.string().trim().max(1000, { error: ja.validation.tooLong(1000) }),
});
type Form = z.infer<typeof formSchema>;

/** Create (department null) or edit a department. */
export function DepartmentDialog({
  open,
  department,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  department: Department | null;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the error of a failed request (its `fields` land on the inputs), or null. */
  onSubmit: (values: DepartmentInput) => Promise<unknown>;
}) {
  const { control, handleSubmit, reset, setError } = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', officer_name: '', description: '' },
  });
  useEffect(() => {
    if (open) reset({ name: department?.name ?? '', officer_name: department?.officer_name ?? '', description: department?.description ?? '' });
  }, [open, department, reset]);
  const submit = handleSubmit(async (values) => {
    const error = await onSubmit({ name: values.name, officer_name: values.officer_name || null, description: values.description || null });
    if (error) applyServerFieldErrors(error, setError, ['name', 'officer_name', 'description'], (f) => f.replace(/^department\./, ''));
  });
  const title = department ? ja.departments.editTitle : ja.departments.createTitle;
  return (
    <FormDialog open={open} id="department-dialog" title={title} busy={busy} onClose={onClose} onSubmit={submit}>
      <FormTextField control={control} name="name" label={ja.departments.name} required autoFocus />
      <FormTextField control={control} name="officer_name" label={ja.departments.officerName} />
      <FormTextField control={control} name="description" label={ja.departments.description} multiline minRows={3} />
    </FormDialog>
  );
}
