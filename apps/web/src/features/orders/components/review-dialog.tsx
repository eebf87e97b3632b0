import { approvalBodySchema, rejectionBodySchema } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';
import { CommentDialog } from '../../../components/comment-dialog';

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
