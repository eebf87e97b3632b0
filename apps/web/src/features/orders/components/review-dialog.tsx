import { useEffect } from 'react';
import { useForm, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import { approvalBodySchema, deliveryApprovalBodySchema, inspectionDateProblem, rejectionBodySchema } from '@app/shared/deliveries';
import { formatDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { CommentDialog } from '../../../components/comment-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';

const d = ja.orderScreens.delivery;

/**
 * 承認 (comment optional) or 差し戻し (comment required) of a delivery or an invoice: the comment is checked with the
 * API's own schema, so an empty rejection shows the server's sentence before anything is sent.
 */
export function ReviewDialog({
  open,
  decision,
  title,
  lead,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  decision: 'approve' | 'reject';
  title: string;
  lead: string;
  busy: boolean;
  onSubmit: (comment: string) => void;
  onClose: () => void;
}) {
  const approve = decision === 'approve';
  return (
    <CommentDialog
      open={open}
      id="review-dialog"
      title={title}
      lead={lead}
      label={approve ? d.commentOptional : d.commentRequired}
      required={!approve}
      schema={approve ? approvalBodySchema.shape.employeeComment : rejectionBodySchema.shape.employeeComment}
      submitLabel={approve ? d.approveButton : d.rejectButton}
      submitColor={approve ? 'primary' : 'error'}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
      width={520}
      minRows={3}
    />
  );
}

type ApprovalForm = { inspectedOn: string; comment: string };

/**
 * 納品の承認 with the real 検収日 (issue #21): today in Japan to start with, not after today and not before the 納品
 * (`deliveredOn`, YYYY-MM-DD) — checked with the API's schema and rule before sending; `onSubmit` resolves with the
 * server's refusal of the date (shown under it) or nothing.
 */
export function DeliveryApprovalDialog({
  open,
  deliveredOn,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  deliveredOn: string;
  busy: boolean;
  onSubmit: (body: { inspectedOn: string; comment: string }) => Promise<string | null | void>;
  onClose: () => void;
}) {
  const resolver: Resolver<ApprovalForm> = (values): ResolverResult<ApprovalForm> => {
    const parsed = deliveryApprovalBodySchema.safeParse({ inspectedOn: values.inspectedOn, employeeComment: values.comment });
    if (!parsed.success) {
      const errors: FieldErrors<ApprovalForm> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'employeeComment' ? 'comment' : 'inspectedOn';
        errors[field] ??= { type: 'validate', message: issue.message };
      }
      return { values: {}, errors };
    }
    const date = parsed.data.inspectedOn;
    const problem = date ? inspectionDateProblem(date, deliveredOn) : ja.validation.required;
    if (problem || !date) return { values: {}, errors: { inspectedOn: { type: 'validate', message: problem ?? ja.validation.required } } };
    return { values: { inspectedOn: date, comment: parsed.data.employeeComment }, errors: {} };
  };
  const { control, handleSubmit, reset, setError } = useForm<ApprovalForm>({
    resolver,
    defaultValues: { inspectedOn: formatDate(todayInJapan()), comment: '' },
  });
  useEffect(() => {
    if (open) reset({ inspectedOn: formatDate(todayInJapan()), comment: '' });
  }, [open, reset]);
  const submit = handleSubmit(async (values) => {
    const failure = await onSubmit(values);
    if (failure) setError('inspectedOn', { message: failure });
  });
  return (
    <FormDialog
      open={open}
      id="review-dialog"
      title={d.approveTitle}
      lead={d.approveLead}
      submitLabel={d.approveButton}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      width={520}
    >
      <FormTextField control={control} name="inspectedOn" label={d.inspectedOn} hint={d.inspectedOnHint(formatDate(deliveredOn))} required inputMode="numeric" />
      <FormTextField control={control} name="comment" label={d.commentOptional} hint=" " multiline minRows={3} />
    </FormDialog>
  );
}
