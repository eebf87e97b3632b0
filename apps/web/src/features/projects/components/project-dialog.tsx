import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { projectFormSchema } from '@app/shared/projects';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import type { Project } from '../api/get-projects';

type FormInput = z.input<typeof projectFormSchema>;
export type ProjectFormValues = z.output<typeof projectFormSchema>;
const FIELDS = ['name', 'project_number', 'description', 'start_date', 'end_date'] as const;

function toForm(project: Project | null): FormInput {
  return {
    name: project?.name ?? '',
    project_number: project?.projectNumber ?? '',
    description: project?.description ?? '',
    start_date: formatDate(project?.startDate),
    end_date: formatDate(project?.endDate),
  };
}

/** Create (project null) or edit a project; checked with the API's own schema, the server's field errors on the inputs. */
export function ProjectDialog({
  open,
  project,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  project: Project | null;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the error of a failed request (its `fields` land on the inputs), or null. */
  onSubmit: (values: ProjectFormValues) => Promise<unknown>;
}) {
  const { control, handleSubmit, reset, setError } = useForm<FormInput, unknown, ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: toForm(null),
  });
  useEffect(() => {
    if (open) reset(toForm(project));
  }, [open, project, reset]);
  const submit = handleSubmit(async (values) => {
    const error = await onSubmit(values);
    if (error) applyServerFieldErrors(error, setError, FIELDS, (f) => f.replace(/^project\./, ''));
  });
  return (
    <FormDialog
      open={open}
      id="project-dialog"
      title={project ? ja.projects.editTitle : ja.projects.createTitle}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      width={560}
    >
      <FormTextField control={control} name="name" label={ja.projects.name} required autoFocus />
      <FormTextField control={control} name="project_number" label={ja.projects.projectNumber} hint={ja.projects.projectNumberHint} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="start_date" label={ja.projects.startDate} hint={ja.projects.dateHint} inputMode="numeric" />
        <FormTextField control={control} name="end_date" label={ja.projects.endDate} hint={ja.projects.dateHint} inputMode="numeric" />
      </Box>
      <FormTextField control={control} name="description" label={ja.projects.description} multiline minRows={3} />
    </FormDialog>
  );
}
