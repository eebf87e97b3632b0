import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { ja } from '@app/shared/messages/ja';
import { bulkUpdateBodySchema } from '@app/shared/payment-notifications';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import {
  BulkStepError,
  useBulkPaymentNotifications,
  useSavePaymentNotifications,
  type NotificationsEditBody,
  type PaymentNotification,
} from '../../features/payment-notifications/api/payment-notifications';
import { AmountList } from '../../components/amount-list';
import { NotificationLinesTable, notificationAmountRows } from '../../features/payment-notifications/components/notification-lines';
import { WorkerCommentAlert } from '../../features/payment-notifications/components/notification-detail';
import {
  NotificationEditCard,
  draftOf,
  liveTotals,
  missedDue,
  normaliseAmount,
  type NotificationDraft,
} from '../../features/payment-notifications/components/notification-edit-card';
import { whoAndHowMuch } from '../../features/payment-notifications/components/confirm-text';
import { RefusedErrors, refusalLines, refusalToast } from '../../features/payment-notifications/components/refused-errors';
import { PaymentNotificationStatusChip } from '../../features/payment-notifications/components/status-chip';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { ApiError, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const s = ja.paymentNotificationScreens;
const e = s.edit;

/** ?ids=1,2,3 → [1, 2, 3] (positive integers, each once, at most 5,000). */
export function parseIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((n) => n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)].slice(0, 5_000);
}

/**
 * The PUT body from the drafts: amounts as typed once cleaned of commas (a bad one is sent as typed, to be refused); an
 * 経費精算's rate, a deduction's reason, and the 支払遅延 reason when the date is late.
 */
function bodyOf(drafts: readonly NotificationDraft[], byId: ReadonlyMap<number, PaymentNotification>): NotificationsEditBody {
  return {
    payment_notifications: drafts.map((draft) => {
      const n = byId.get(draft.id);
      return {
        id: draft.id,
        payment_date: draft.paymentDate,
        remarks: draft.remarks,
        ...(n && missedDue(n, draft) ? { late_reason: draft.lateReason } : {}),
        adjustments: draft.adjustments.map((a) => ({
          name: a.name,
          amount: normaliseAmount(a.amount) ?? a.amount,
          ...(a.category ? { category: a.category } : {}),
          ...(a.category === 'expense' ? { tax_rate: Number(a.taxRate) } : {}),
          ...(a.reason.trim() && a.category !== 'reimbursement' && a.category !== 'expense' ? { reason: a.reason } : {}),
        })),
      };
    }),
  };
}

type Fields = Record<string, string[]>;

/**
 * The schema's issues keyed like the server's `fields` ('payment_notifications.0.adjustments.1.amount'), and the
 * 支払遅延 reason the server would ask for (it needs the 支払期日, which only the loaded notifications know).
 */
function fieldsOf(body: NotificationsEditBody, byId: ReadonlyMap<number, PaymentNotification>, drafts: readonly NotificationDraft[]): Fields | null {
  const parsed = bulkUpdateBodySchema.safeParse(body);
  const fields: Fields = {};
  if (!parsed.success) for (const issue of parsed.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  drafts.forEach((draft, i) => {
    const n = byId.get(draft.id);
    if (n && missedDue(n, draft) && !draft.lateReason.trim()) (fields[`payment_notifications.${i}.late_reason`] ??= []).push(ja.paymentDue.reasonRequired);
  });
  return Object.keys(fields).length > 0 ? fields : null;
}

/** A notification that may not be edited now (sent, approved …): shown as it is, left out of 保存 and 送信. */
function LockedCard({ notification: n }: { notification: PaymentNotification }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="notification-locked-card" component="section" aria-label={n.code}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', px: { xs: 2, sm: 3 }, py: 1.5, bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {n.worker.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {n.number}・{s.month(n.paymentMonth)}
        </Typography>
        <PaymentNotificationStatusChip status={n.status} label={n.statusLabel} deemed={n.deemedApproved} late={n.late} />
      </Box>
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="info">{e.notEditable(n.statusLabel)}</Alert>
        <WorkerCommentAlert notification={n} />
        <NotificationLinesTable lines={n.lines} label={n.number} />
        <AmountList end rows={notificationAmountRows(n)} label={e.totalsLabel(n.number)} testId="notification-totals" />
      </Box>
    </Paper>
  );
}

/**
 * The editor once loaded; remounted (fresh drafts) whenever the stored notifications change. The refusal lines live in
 * the page (`refused`), so that a send refused after a successful save still shows them once the data reloads.
 */
function BulkEditor({
  notifications,
  refused,
  setRefused,
}: {
  notifications: PaymentNotification[];
  refused: string[] | null;
  setRefused: (lines: string[] | null) => void;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const canEdit = useCanEditWorkers();
  const saveMutation = useSavePaymentNotifications();
  const editable = useMemo(() => notifications.filter((n) => canEdit && n.allowedActions.includes('update')), [notifications, canEdit]);
  const [drafts, setDrafts] = useState<Record<number, NotificationDraft>>(() => Object.fromEntries(editable.map((n) => [n.id, draftOf(n)])));
  const [fields, setFields] = useState<Fields>({});
  const [confirmSend, setConfirmSend] = useState(false);
  const busy = saveMutation.isPending;
  const sending = busy && saveMutation.variables.send;
  const ordered = editable.map((n) => drafts[n.id] ?? draftOf(n));
  const indexOf = new Map(editable.map((n, i) => [n.id, i]));

  const byId = new Map(editable.map((n) => [n.id, n]));
  const save = (send: boolean) => {
    setConfirmSend(false);
    const body = bodyOf(ordered, byId);
    const invalid = fieldsOf(body, byId, ordered);
    if (invalid) {
      setFields(invalid);
      setRefused(null);
      toast.error(e.invalid);
      return;
    }
    setFields({});
    setRefused(null);
    saveMutation.mutate(
      { body, send },
      {
        onSuccess: ({ saved, sent }) => {
          if (sent) {
            toast.success(ja.paymentNotifications.submitted(sent.meta.count));
            void navigate(paths.paymentNotifications);
          } else {
            toast.success(ja.paymentNotifications.updated(saved.meta.count));
          }
        },
        onError: (failure) => {
          const step = failure instanceof BulkStepError ? failure.step : 'save';
          const error = failure instanceof BulkStepError ? failure.reason : failure;
          if (error instanceof ApiError && error.status === 401) return;
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
          const prefix = step === 'send' ? s.failed.submit : s.failed.save;
          setRefused(refusalLines(prefix, error));
          toast.error(refusalToast(prefix, error));
        },
      },
    );
  };

  const errorsFor = (id: number) => (field: string) => fields[`payment_notifications.${indexOf.get(id)}.${field}`]?.[0];
  // messages the cards cannot place (the list itself, an unknown field)
  const unplaced = Object.entries(fields)
    .filter(([key]) => !/^payment_notifications\.\d+\.(payment_date|late_reason|remarks|adjustments)/.test(key))
    .flatMap(([, messages]) => messages);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {unplaced.length > 0 && !refused ? <Alert severity="error">{unplaced.join(' ')}</Alert> : null}
      {editable.length === 0 ? <Alert severity="warning">{e.nothingEditable}</Alert> : null}
      {notifications.map((n) =>
        indexOf.has(n.id) ? (
          <NotificationEditCard
            key={n.id}
            notification={n}
            draft={drafts[n.id] ?? draftOf(n)}
            onChange={(draft) => setDrafts((prev) => ({ ...prev, [n.id]: draft }))}
            errors={errorsFor(n.id)}
            disabled={busy}
          />
        ) : (
          <LockedCard key={n.id} notification={n} />
        ),
      )}
      {editable.length > 0 ? (
        <Paper
          variant="outlined"
          sx={{ position: 'sticky', bottom: 0, zIndex: 2, display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', px: 2, py: 1.5 }}
        >
          <Button variant="outlined" startIcon={<SaveOutlinedIcon />} onClick={() => save(false)} loading={busy && !sending} disabled={busy}>
            {e.save}
          </Button>
          <Button variant="contained" startIcon={<SendOutlinedIcon />} onClick={() => setConfirmSend(true)} disabled={busy} loading={sending}>
            {e.saveAndSubmit}
          </Button>
        </Paper>
      ) : null}
      <ConfirmDialog
        open={confirmSend}
        title={e.confirmSubmitTitle}
        message={whoAndHowMuch(
          editable.map((n) => ({ worker: n.worker.name, amount: liveTotals(n, drafts[n.id] ?? draftOf(n)).transferAmount })),
          e.confirmSubmitOne,
          e.confirmSubmitMany,
        )}
        confirmLabel={s.confirm.submitButton}
        busy={busy}
        onConfirm={() => save(true)}
        onCancel={() => setConfirmSend(false)}
      />
    </Box>
  );
}

/**
 * /payment_notifications/edit?ids=1,2: one card per notification (payment date, remarks, adjustments, live totals);
 * 保存 writes them all at once (PUT /bulk), 保存して送信 then sends them (POST /bulk_submission). All or nothing.
 */
export function PaymentNotificationEditPage() {
  const [searchParams] = useSearchParams();
  const ids = useMemo(() => parseIds(searchParams.get('ids')), [searchParams]);
  const query = useBulkPaymentNotifications(ids);
  const signature = query.data?.map((n) => `${n.id}:${n.updatedAt}:${n.status}`).join('|') ?? '';
  const [refused, setRefused] = useState<string[] | null>(null);
  return (
    <Box>
      <Button component={RouterLink} to={paths.paymentNotifications} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {s.backToList}
      </Button>
      <PageHeader title={ja.paymentNotifications.editTitle} description={e.lead} />
      <RefusedErrors lines={refused} onClose={() => setRefused(null)} />
      {ids.length === 0 ? (
        <Alert severity="info">{e.noIds}</Alert>
      ) : query.isError && !query.data ? (
        <Alert severity="error">{failureMessage(s.loadFailed.detail, query.error)}</Alert>
      ) : !query.data ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <BulkEditor key={signature} notifications={query.data} refused={refused} setRefused={setRefused} />
      )}
    </Box>
  );
}
