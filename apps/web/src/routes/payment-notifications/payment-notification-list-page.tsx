import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { ja } from '@app/shared/messages/ja';
import { paymentNotificationListQuerySchema } from '@app/shared/payment-notifications';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useToast } from '../../components/toast';
import {
  useDiscardPaymentNotifications,
  usePaymentNotification,
  usePaymentNotifications,
  useSubmitPaymentNotifications,
} from '../../features/payment-notifications/api/payment-notifications';
import { whoAndHowMuch, type NoticeWho } from '../../features/payment-notifications/components/confirm-text';
import { MonthFilter, parseMonth, StatusFilter, WorkerFilter } from '../../features/payment-notifications/components/filters';
import { PaymentNotificationDetail } from '../../features/payment-notifications/components/notification-detail';
import { PaymentNotificationTable } from '../../features/payment-notifications/components/notification-table';
import { RefusedErrors, refusalLines, refusalToast } from '../../features/payment-notifications/components/refused-errors';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { ApiError, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { searchParam, useListParams, type ListParamsPatch } from '../../lib/use-list-params';

const s = ja.paymentNotificationScreens;
const f = s.filters;
type Bulk = 'submit' | 'discard';
const { shape } = paymentNotificationListQuerySchema;
// month stays as typed (a bad one is shown with its message); `open` is the notification shown over the list
const listParams = z.object({
  page: shape.page,
  perPage: shape.limit,
  status: shape.status,
  worker: shape.worker_code,
  month: z.string().max(20).default(''),
  keyword: searchParam,
  open: z.string().max(64).optional(),
});

/** The detail of one notification over the list (?open=<code>): full screen on a phone. */
function DetailDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // the same query as the detail inside (one request): the title names the notification by its 通知番号
  const number = usePaymentNotification(code).data?.number;
  return (
    <Dialog open={code !== null} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="payment-notification-dialog-title">
      <DialogTitle id="payment-notification-dialog-title" sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0, wordBreak: 'break-word' }}>
          {number ? ja.paymentNotificationScreens.detail.title(number) : ja.paymentNotifications.title}
        </Box>
        <IconButton onClick={onClose} aria-label={ja.app.close}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{code ? <PaymentNotificationDetail code={code} showTitle={false} /> : null}</DialogContent>
    </Dialog>
  );
}

/**
 * /payment_notifications: every notification of the company. Filters (status, worker, 支払月, keyword), paging and the
 * open detail live in the URL; checked rows can be sent, discarded or edited together (all or nothing on the server).
 */
export function PaymentNotificationListPage() {
  const list = useListParams(listParams);
  const navigate = useNavigate();
  const toast = useToast();
  const canEdit = useCanEditWorkers();
  const { page, perPage: limit, month: monthText, keyword } = list.values;
  const status = list.values.status ?? null;
  const workerCode = list.values.worker ?? null;
  const openCode = list.values.open ?? null;
  const { set } = list;
  const query = usePaymentNotifications({ page, limit, status, workerCode, paymentMonth: parseMonth(monthText), keyword });
  const submit = useSubmitPaymentNotifications();
  const discard = useDiscardPaymentNotifications();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // the ticked rows' workers and 振込金額, kept as they are ticked, so a confirmation names those of earlier pages too
  const [known, setKnown] = useState<ReadonlyMap<number, NoticeWho>>(new Map());
  const select = (next: Set<number>) => {
    const rows = query.data?.data ?? [];
    setKnown((prev) => new Map([...prev, ...rows.map((r) => [r.id, { worker: r.worker.name, amount: r.transferAmount }] as const)]));
    setSelected(next);
  };
  const [confirm, setConfirm] = useState<Bulk | null>(null);
  const [refused, setRefused] = useState<string[] | null>(null);

  // a filter change clears the checked rows (they may leave the list)
  const filter = useCallback(
    (changes: ListParamsPatch<z.output<typeof listParams>>, replace = false) => {
      setSelected(new Set());
      set(changes, { replace });
    },
    [set],
  );
  const onSearch = useCallback((text: string) => filter({ keyword: text }, true), [filter]);
  const filtered = status !== null || workerCode !== null || monthText !== '' || keyword !== '';
  const ids = [...selected];
  const chosen = ids.flatMap((id) => known.get(id) ?? []);
  const confirmMessage =
    confirm === 'discard'
      ? whoAndHowMuch(chosen, s.confirm.discardOne, s.confirm.discardMany)
      : whoAndHowMuch(chosen, s.confirm.submitOne, s.confirm.submitMany);

  const run = (action: Bulk) => {
    const mutation = action === 'submit' ? submit : discard;
    mutation.mutate(ids, {
      onSuccess: (answer) => {
        setConfirm(null);
        setRefused(null);
        setSelected(new Set());
        toast.success(action === 'submit' ? ja.paymentNotifications.submitted(answer.meta.count) : ja.paymentNotifications.discarded(answer.meta.count));
      },
      onError: (error) => {
        setConfirm(null);
        if (error instanceof ApiError && error.status === 401) return;
        const prefix = action === 'submit' ? s.failed.submit : s.failed.discard;
        setRefused(refusalLines(prefix, error));
        toast.error(refusalToast(prefix, error));
      },
    });
  };

  return (
    <Box>
      <PageHeader
        title={ja.pageTitles.paymentNotifications}
        actions={
          canEdit ? (
            <Button component={RouterLink} to={paths.paymentNotificationsNew} variant="contained" startIcon={<AddIcon />}>
              {s.createButton}
            </Button>
          ) : null
        }
      />
      <ListToolbar
        align="start"
        total={query.data ? s.totalCount(query.data.meta.totalCount) : null}
        totalTestId="payment-notification-total"
        clear={filtered ? { label: f.clear, onClick: () => filter({ status: null, worker: null, month: null, keyword: null }) } : null}
      >
        <SearchField value={keyword} onSearch={onSearch} label={f.keyword} width={280} />
        <StatusFilter value={status} onChange={(value) => filter({ status: value })} />
        <WorkerFilter value={workerCode} onChange={(value) => filter({ worker: value })} />
        <MonthFilter value={monthText} onChange={(value) => filter({ month: value })} />
      </ListToolbar>
      <RefusedErrors lines={refused} onClose={() => setRefused(null)} />
      {canEdit && selected.size > 0 ? (
        <Paper
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 2, py: 1, mb: 1.5, bgcolor: 'rgba(31, 95, 174, 0.06)' }}
          data-testid="bulk-actions"
        >
          <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
            {s.selectedCount(selected.size)}
          </Typography>
          <Button size="small" variant="contained" startIcon={<SendOutlinedIcon />} onClick={() => setConfirm('submit')}>
            {s.actions.bulkSubmit}
          </Button>
          <Button size="small" variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => void navigate(`${paths.paymentNotificationsEdit}?ids=${ids.join(',')}`)}>
            {s.actions.edit}
          </Button>
          <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setConfirm('discard')}>
            {s.actions.bulkDiscard}
          </Button>
        </Paper>
      ) : null}
      <PaymentNotificationTable
        rows={query.data?.data ?? []}
        scope="company"
        selection={canEdit ? { selected, onChange: select } : undefined}
        onOpen={(n) => set({ open: n.code }, { keepPage: true })}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed.list, query.error) : null}
        emptyMessage={filtered ? s.emptySearch : s.empty}
        pagination={list.pagination(query.data?.meta.totalCount ?? 0)}
      />
      <DetailDialog code={openCode} onClose={() => set({ open: null }, { keepPage: true })} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'discard' ? s.confirm.discardTitle : s.confirm.submitTitle}
        message={confirmMessage}
        confirmLabel={confirm === 'discard' ? s.confirm.discardButton : s.confirm.submitButton}
        confirmColor={confirm === 'discard' ? 'error' : 'primary'}
        busy={submit.isPending || discard.isPending}
        onConfirm={() => confirm && run(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </Box>
  );
}
