import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { PAYMENT_LIST_DEFAULT_LIMIT, paymentStatuses, paymentStatusLabels, type PaymentStatus } from '@app/shared/payments';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { downloadPaymentList, usePayments, type PaymentRow } from '../../features/payments/api/payments';
import { BulkDateDialog } from '../../features/payments/components/bulk-date-dialog';
import { ApprovePaymentsDialog, MarkPaidDialog, UndoPaidDialog } from '../../features/payments/components/paid-dialogs';
import { ExportDialog } from '../../features/payments/components/export-dialog';
import { ExportHistoryDialog } from '../../features/payments/components/export-history-dialog';
import { PaymentTable } from '../../features/payments/components/payment-table';
import { useCanApprovePayments, useCanEditWorkers, useCanReadPersonalData } from '../../features/profile/api/get-profile';
import { useWorkers } from '../../features/workers/api/get-workers';
import { ApiError, errorText, failureMessage } from '../../lib/api-client';
import { parsePositiveInt } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useUrlState } from '../../lib/use-url-state';

const s = ja.payments.screen;

const parseStatus = (v: string | null): PaymentStatus | null => (paymentStatuses as readonly string[]).includes(v ?? '') ? (v as PaymentStatus) : null;
const parseExported = (v: string | null): boolean | null => (v === 'true' ? true : v === 'false' ? false : null);

/** A 支払日 bound typed into the URL (YYYY/MM/DD there); only a real date reaches the API. */
function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (v: string | null) => void }) {
  const bad = value !== '' && parseBusinessDate(value) === null;
  return (
    <TextField
      label={label}
      defaultValue={value}
      key={value}
      placeholder="2026/07/31"
      onBlur={(e) => onChange(e.target.value.trim() || null)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onChange((e.target as HTMLInputElement).value.trim() || null);
      }}
      error={bad}
      helperText={bad ? ja.validation.date : s.dateHint}
      sx={{ width: { xs: '100%', sm: 170 } }}
      slotProps={{ input: { sx: { bgcolor: 'background.paper' } } }}
    />
  );
}

/**
 * /payments: the company's payments, each with its 支払期日 and 支払遅延 when paid (or to be paid) after it. Status
 * chips, 振込データ, worker and 支払日 filters and paging live in the URL; checkboxes choose the payments the actions
 * work on (支払日を一括変更, 振込データ出力, 支払済にする and its 取消, and for owners and administrators 承認する
 * (二重承認) — each confirmed with the count and total —, CSV出力); 出力履歴 downloads a kept file again.
 */
export function PaymentListPage() {
  const { params, update } = useUrlState();
  const page = parsePositiveInt(params.get('page'), 1);
  const limit = parsePositiveInt(params.get('perPage'), PAYMENT_LIST_DEFAULT_LIMIT, 100);
  const status = parseStatus(params.get('status'));
  const exported = parseExported(params.get('exported'));
  const workerCode = params.get('worker') || null;
  const fromText = params.get('from') ?? '';
  const toText = params.get('to') ?? '';
  const query = usePayments({ page, limit, status, exported, workerCode, from: parseBusinessDate(fromText), to: parseBusinessDate(toText) });
  const workers = useWorkers({ searchName: '', page: 1, perPage: 100 });
  const canEdit = useCanEditWorkers();
  const canExport = useCanReadPersonalData();
  const canApprove = useCanApprovePayments();
  const toast = useToast();
  // the chosen payments, across pages, as they were when chosen (date, amount, status, 二重承認)
  const [selected, setSelected] = useState<Map<number, Pick<PaymentRow, 'paymentDate' | 'amount' | 'status' | 'approvalStatus'>>>(new Map());
  const [dialog, setDialog] = useState<'bulk' | 'export' | 'history' | 'paid' | 'undo' | 'approve' | null>(null);
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const ids = [...selected.keys()];
  const chosen = [...selected.entries()].map(([id, p]) => ({ id, ...p }));
  const filtered = status !== null || exported !== null || workerCode !== null || fromText !== '' || toText !== '';
  // the earliest 支払日 of the chosen payments: the file's 振込指定日 unless changed
  const earliest = chosen.map((p) => p.paymentDate).sort()[0] ?? '';

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Map(prev);
      const row = rows.find((r) => r.id === id);
      if (next.has(id)) next.delete(id);
      else if (row) next.set(id, { paymentDate: row.paymentDate, amount: row.amount, status: row.status, approvalStatus: row.approvalStatus });
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of rows) {
        if (checked) next.set(r.id, { paymentDate: r.paymentDate, amount: r.amount, status: r.status, approvalStatus: r.approvalStatus });
        else next.delete(r.id);
      }
      return next;
    });
  const closeDialog = (done: boolean) => {
    setDialog(null);
    if (done) setSelected(new Map());
  };
  const csv = () =>
    void downloadPaymentList(ids).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401)) toast.error(`${s.downloadFailed}${errorText(error)}`);
    });

  return (
    <Box>
      <PageHeader
        title={ja.pageTitles.payments}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {canEdit ? (
              <Button component={RouterLink} to={paths.paymentInformationsNew} variant="outlined">
                {s.toCreate}
              </Button>
            ) : null}
            {canEdit ? (
              <Button component={RouterLink} to={paths.paymentsImport} variant="outlined">
                {s.toImport}
              </Button>
            ) : null}
            <Button variant="outlined" onClick={() => setDialog('history')}>
              {s.history}
            </Button>
          </Stack>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} role="group" aria-label={s.status}>
        {([null, ...paymentStatuses] as const).map((st) => (
          <Chip
            key={st ?? 'all'}
            label={st ? paymentStatusLabels[st] : s.all}
            color={status === st ? 'primary' : 'default'}
            variant={status === st ? 'filled' : 'outlined'}
            onClick={() => update({ status: st, page: null })}
            aria-pressed={status === st}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <TextField
          select
          label={s.colWorker}
          value={workerCode ?? 'all'}
          onChange={(e) => update({ worker: e.target.value === 'all' ? null : e.target.value, page: null })}
          sx={{ width: { xs: '100%', sm: 200 }, bgcolor: 'background.paper' }}
        >
          <MenuItem value="all">{ja.orderScreens.filters.allWorkers}</MenuItem>
          {(workers.data?.data ?? []).map((w) => (
            <MenuItem key={w.code} value={w.code}>
              {w.full_name}
            </MenuItem>
          ))}
          {workerCode && workers.data && !workers.data.data.some((w) => w.code === workerCode) ? <MenuItem value={workerCode}>{workerCode}</MenuItem> : null}
        </TextField>
        <TextField
          select
          label={s.exported}
          value={exported === null ? 'all' : String(exported)}
          onChange={(e) => update({ exported: e.target.value === 'all' ? null : e.target.value, page: null })}
          sx={{ width: { xs: '100%', sm: 150 }, bgcolor: 'background.paper' }}
        >
          <MenuItem value="all">{s.all}</MenuItem>
          <MenuItem value="false">{ja.payments.exportedLabels.false}</MenuItem>
          <MenuItem value="true">{ja.payments.exportedLabels.true}</MenuItem>
        </TextField>
        <DateFilter label={s.paymentDateFrom} value={fromText} onChange={(v) => update({ from: v, page: null })} />
        <DateFilter label={s.paymentDateTo} value={toText} onChange={(v) => update({ to: v, page: null })} />
        {filtered ? (
          <Button onClick={() => update({ status: null, exported: null, worker: null, from: null, to: null, page: null })} sx={{ mt: 1 }}>
            {s.clear}
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {query.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="payment-total">
            {s.totalCount(query.data.meta.totalCount)}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <Typography variant="body2" sx={{ mr: 1 }} data-testid="selected-count">
          {s.selected(ids.length)}
        </Typography>
        {canEdit ? (
          <Button size="small" variant="contained" disabled={ids.length === 0} onClick={() => setDialog('bulk')}>
            {s.bulkDate}
          </Button>
        ) : null}
        {canExport ? (
          <Button size="small" variant="contained" disabled={ids.length === 0} onClick={() => setDialog('export')}>
            {s.exportTransfer}
          </Button>
        ) : null}
        {canEdit ? (
          <Button size="small" variant="contained" color="success" disabled={ids.length === 0} onClick={() => setDialog('paid')}>
            {s.markPaid}
          </Button>
        ) : null}
        {canEdit ? (
          <Button size="small" variant="outlined" disabled={!chosen.some((p) => p.status === 'paid')} onClick={() => setDialog('undo')}>
            {s.undoPaid}
          </Button>
        ) : null}
        {canApprove ? (
          <Button size="small" variant="contained" disabled={!chosen.some((p) => p.approvalStatus === 'pending')} onClick={() => setDialog('approve')}>
            {s.approve}
          </Button>
        ) : null}
        <Button size="small" variant="outlined" disabled={ids.length === 0} onClick={csv}>
          {s.csvExport}
        </Button>
      </Box>
      <PaymentTable
        rows={rows}
        selected={new Set(ids)}
        onToggle={toggle}
        onToggleAll={toggleAll}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed, query.error) : null}
        emptyMessage={s.empty}
        pagination={{
          page: page - 1,
          rowsPerPage: limit,
          count: query.data?.meta.totalCount ?? 0,
          onPageChange: (index) => update({ page: index === 0 ? null : String(index + 1) }),
          onRowsPerPageChange: (size) => update({ perPage: String(size), page: null }),
        }}
      />
      <BulkDateDialog ids={ids} open={dialog === 'bulk'} onClose={closeDialog} />
      <MarkPaidDialog payments={chosen} open={dialog === 'paid'} onClose={closeDialog} />
      <UndoPaidDialog payments={chosen.filter((p) => p.status === 'paid')} open={dialog === 'undo'} onClose={closeDialog} />
      <ApprovePaymentsDialog payments={chosen.filter((p) => p.approvalStatus === 'pending')} open={dialog === 'approve'} onClose={closeDialog} />
      {dialog === 'export' ? <ExportDialog ids={ids} defaultDate={earliest.replaceAll('-', '/')} open onClose={closeDialog} /> : null}
      <ExportHistoryDialog open={dialog === 'history'} onClose={() => setDialog(null)} />
    </Box>
  );
}
