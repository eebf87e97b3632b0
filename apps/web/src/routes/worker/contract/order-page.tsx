import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDocumentTitle } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { downloadOrderPdf, useOrder, useOrderCommand, type OrderCommand } from '../../../features/orders/api/orders';
import { OrderView, SubmissionProblems } from '../../../features/orders/components/order-view';
import { DocumentNumber } from '../../../components/document-number';
import { StatusChip } from '../../../components/status-chip';
import { purchaseOrderStatusTone } from '../../../components/status-tones';
import { useCanEditWorkers } from '../../../features/profile/api/get-profile';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useUrlState } from '../../../lib/use-url-state';
import { OrderEditForm } from '../../../features/orders/components/order-edit-form';

const s = ja.orderScreens;
const o = s.order;

type Named = { title: string; worker: { name: string }; totals: { total: number } };
/** Each command's confirmation; 削除 names the order (worker, 件名, 合計) it removes. */
const confirmTexts = (order: Named): Record<OrderCommand, { title: string; message: string; button: string; danger?: boolean }> => ({
  submit: { title: o.confirm.submitTitle, message: o.confirm.submit, button: o.confirm.submitButton },
  copy: { title: o.confirm.copyTitle, message: o.confirm.copy, button: o.confirm.copyButton },
  revert: { title: o.confirm.revertTitle, message: o.confirm.revert, button: o.confirm.revertButton, danger: true },
  delete: { title: o.confirm.deleteTitle, message: o.confirm.delete(order.worker.name, order.title, formatMoney(order.totals.total)), button: o.confirm.deleteButton, danger: true },
});
const successTexts: Record<OrderCommand, string> = {
  submit: ja.orders.toast.submitted,
  copy: ja.orders.toast.copied,
  revert: ja.orders.toast.reverted,
  delete: ja.orders.toast.deleted,
};

/**
 * /worker/{code}/contract/{contractCode}/order/{orderCode}: the order read-only with its status, what blocks 送信, and
 * the buttons its allowed_actions permit; ?edit=1 shows the same form as order/new (PUT).
 */
export function OrderPage() {
  const { code = '', contractCode = '', orderCode = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { params, update } = useUrlState();
  const editing = params.get('edit') === '1';
  const canEdit = useCanEditWorkers();
  const order = useOrder(orderCode);
  const command = useOrderCommand(orderCode);
  const [confirm, setConfirm] = useState<OrderCommand | null>(null);
  // a refusal belongs to the order as it was: saving it (a new updatedAt) clears the box
  const [refused, setRefused] = useState<{ at: string; errors: string[] } | null>(null);
  const [downloading, setDownloading] = useState(false);
  useDocumentTitle(order.data ? `${order.data.number} ${order.data.title} - ${s.contractTabs.order}` : s.contractTabs.order);

  const run = (cmd: OrderCommand) => {
    command.mutate(cmd, {
      onSuccess: (result) => {
        setConfirm(null);
        setRefused(null);
        toast.success(successTexts[cmd]);
        if (cmd === 'delete') void navigate(paths.contractPage(code, contractCode, 'order'));
        if (cmd === 'copy' && result) void navigate(paths.contractPage(code, contractCode, `order/${result.code}`));
      },
      onError: (error) => {
        setConfirm(null);
        if (error instanceof ApiError && error.status === 401) return;
        if (cmd === 'submit' && error instanceof ApiError && error.status === 422 && order.data) {
          // one presentation: the box beside 送信, no toast repeating it; the problems are read again
          setRefused({ at: order.data.updatedAt, errors: error.errors });
          void order.refetch();
          return;
        }
        toast.error(failureMessage(s.failed.action, error));
      },
    });
  };
  const pdf = async () => {
    setDownloading(true);
    try {
      await downloadOrderPdf(orderCode);
    } catch (error) {
      toast.error(failureMessage(s.failed.pdf, error));
    } finally {
      setDownloading(false);
    }
  };

  const back = (
    <Button component={RouterLink} to={paths.contractPage(code, contractCode, 'order')} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
      {s.backToOrders}
    </Button>
  );
  if (order.isError && !order.data) {
    return (
      <Box>
        {back}
        <Alert severity="error">{failureMessage(s.loadFailed.order, order.error)}</Alert>
      </Box>
    );
  }
  if (!order.data) return <Skeleton variant="rounded" height={480} />;
  const data = order.data;
  const allowed = new Set(canEdit ? data.allowedActions : []);
  if (editing && allowed.has('update')) {
    return (
      <Box>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 2 }}>
          {s.form.editTitle}
        </Typography>
        <OrderEditForm key={data.updatedAt} order={data} onDone={() => update({ edit: null })} />
      </Box>
    );
  }
  const dialog = confirm ? confirmTexts(data)[confirm] : null;
  const canSubmit = allowed.has('submit');
  // what keeps 送信 back, known before any confirmation (the shared rule the API refuses with); a refusal of this very
  // version replaces it, so the same sentences are never shown twice
  const refusedNow = refused && refused.at === data.updatedAt ? refused.errors : null;
  const problems = canSubmit ? (refusedNow ?? data.submissionProblems) : [];
  return (
    <Box>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="body1" color="text.secondary" sx={{ fontWeight: 600 }} data-testid="order-number">
          <DocumentNumber value={data.number} />
        </Typography>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, minWidth: 0, wordBreak: 'break-word' }} data-testid="order-title">
          {data.title}
        </Typography>
        <StatusChip tone={purchaseOrderStatusTone[data.status]} label={data.statusLabel} testId="order-status" />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2.5 }}>
        {allowed.has('update') ? (
          <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => update({ edit: '1' })}>
            {o.actions.update}
          </Button>
        ) : null}
        {allowed.has('submit') ? (
          <Button
            variant="contained"
            startIcon={<SendOutlinedIcon />}
            onClick={() => setConfirm('submit')}
            disabled={problems.length > 0}
            aria-describedby={problems.length > 0 ? 'submission-problems' : undefined}
          >
            {o.actions.submit}
          </Button>
        ) : null}
        {allowed.has('copy') ? (
          <Button variant="outlined" startIcon={<ContentCopyOutlinedIcon />} onClick={() => setConfirm('copy')}>
            {o.actions.copy}
          </Button>
        ) : null}
        {allowed.has('revert') ? (
          <Button variant="outlined" color="warning" startIcon={<UndoOutlinedIcon />} onClick={() => setConfirm('revert')} sx={{ color: '#8a4b00', borderColor: '#8a4b00' }}>
            {o.actions.revert}
          </Button>
        ) : null}
        {allowed.has('delete') ? (
          <Button variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setConfirm('delete')}>
            {o.actions.delete}
          </Button>
        ) : null}
        <Button variant="outlined" startIcon={<PictureAsPdfOutlinedIcon />} onClick={() => void pdf()} loading={downloading}>
          {o.actions.pdf}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button component={RouterLink} to={paths.contractPage(code, contractCode, `order_log/${data.code}`)} startIcon={<HistoryOutlinedIcon />}>
          {o.log}
        </Button>
      </Box>
      {problems.length > 0 ? (
        <Box sx={{ mb: 2.5 }} id="submission-problems">
          {refusedNow ? (
            <SubmissionProblems problems={problems} title={o.problemsRefused} testId="submission-refused" />
          ) : (
            <SubmissionProblems problems={problems} />
          )}
        </Box>
      ) : null}
      <OrderView order={data} />
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title}
        message={dialog?.message ?? ''}
        confirmLabel={dialog?.button ?? ''}
        confirmColor={dialog?.danger ? 'error' : 'primary'}
        busy={command.isPending}
        onConfirm={() => confirm && run(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </Box>
  );
}
