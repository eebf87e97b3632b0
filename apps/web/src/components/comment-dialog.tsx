import { useEffect } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from './form-dialog';
import { FormTextField } from './form-text-field';

interface CommentForm {
  comment: string;
}

/**
 * A dialog whose one field is a comment (修正依頼, 差し戻し, 承認 with a note). The comment is checked with the API's own
 * schema for it (so "a comment is required" shows the shared sentence before anything is sent); `onSubmit` may resolve
 * with the server's refusal, which then shows under the field. The comment starts empty each time the dialog opens.
 */
export function CommentDialog({
  open,
  id,
  title,
  lead,
  label,
  hint,
  required,
  schema,
  submitLabel,
  submitColor,
  busy,
  onClose,
  onSubmit,
  width = 560,
  minRows = 4,
}: {
  open: boolean;
  /** The title's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  label: string;
  /** Under the field while it has no error. */
  hint?: string;
  required: boolean;
  /** The comment's field schema from packages/shared (e.g. `rejectionBodySchema.shape.employeeComment`). */
  schema: z.ZodType<string>;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  busy: boolean;
  onClose: () => void;
  /** Resolves with a sentence to show under the field when the server refused, or nothing. */
  onSubmit: (comment: string) => Promise<string | null | void> | void;
  width?: number;
  minRows?: number;
}) {
  // The field's own schema (its input may be optional, as the approval comment's is), so a one-field resolver.
  const resolver: Resolver<CommentForm> = ({ comment }): ResolverResult<CommentForm> => {
    const parsed = schema.safeParse(comment);
    if (parsed.success) return { values: { comment: parsed.data }, errors: {} };
    return { values: {}, errors: { comment: { type: 'validate', message: parsed.error.issues[0]?.message } } };
  };
  const { control, handleSubmit, reset, setError } = useForm<CommentForm>({
    resolver,
    defaultValues: { comment: '' },
  });
  useEffect(() => {
    if (open) reset({ comment: '' });
  }, [open, reset]);
  const submit = handleSubmit(async ({ comment }) => {
    const failure = await onSubmit(comment);
    if (failure) setError('comment', { message: failure });
  });
  return (
    <FormDialog
      open={open}
      id={id}
      title={title}
      lead={lead}
      submitLabel={submitLabel}
      submitColor={submitColor}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      width={width}
    >
      <FormTextField control={control} name="comment" label={label} hint={hint ?? ' '} required={required} multiline minRows={minRows} autoFocus />
    </FormDialog>
  );
}
