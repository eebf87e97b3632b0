import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { paymentListQuerySchema, paymentStatuses, paymentStatusLabels } from '@app/shared/payments';
import { DateRangeFilter } from '../../components/date-range-filter';
import { EntityPicker } from '../../components/entity-picker';
import { EnumFilter } from '../../components/enum-filter';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useToast } from '../../components/toast';
import { downloadPaymentList, usePayments, type PaymentRow } from '../../features/payments/api/payments';
import { BulkDateDialog } from '../../features/payments/components/bulk-date-dialog';
import { ApprovePaymentsDialog, MarkPaidDialog, UndoPaidDialog } from '../../features/payments/components/paid-dialogs';
import { ExportDialog } from '../../features/payments/components/export-dialog';
import { ExportHistoryDialog } from '../../features/payments/components/export-history-dialog';
import { PaymentTable } from '../../features/payments/components/payment-table';
import { useCanApprovePayments, useCanEditWorkers, useCanReadPersonalData } from '../../features/profile/api/get-profile';
import { workerOptionsQuery } from '../../features/workers/api/get-workers';
import { ApiError, errorText, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { searchParam, useListParams } from '../../lib/use-list-params';

const s = ja.payments.screen;

const { shape } = paymentListQuerySchema;
const exportedOptions = ['false', 'true'] as const;
// from/to stay as typed (YYYY/MM/DD, a bad one is shown with its message); only a real date reaches the API
const listParams = z.object({
  page: shape.page,
  perPage: shape.limit,
  status: shape.status,
  exported: shape.exported,
  worker: shape.worker_code,
  from: z.string().max(20).default(''),
  to: z.string().max(20).default(''),
  keyword: searchParam,
});

/**
 * /payments: the company's payments, each with its 支払期日 and 支払遅延 when paid (or to be paid) after it. Status
 * chips, 振込データ, worker and 支払日 filters and paging live in the URL; checkboxes choose the payments the actions
 * work on (支払日を一括変更, 振込データ出力, 支払済にする and its 取消, and for owners and administrators 承認する
 * (二重承認) — each confirmed with the count and total —, CSV出力); 出力履歴 downloads a kept file again.
 */
export function PaymentListPage() {
  const list = useListParams(listParams);
  const { page, perPage: limit, from: fromText, to: toText, keyword } = list.values;
  const status = list.values.status ?? null;
  const exported = list.values.exported === undefined ? null : list.values.exported === 'true';
  const workerCode = list.values.worker ?? null;
  const { set } = list;
  const query = usePayments({ page, limit, status, exported, workerCode, from: parseBusinessDate(fromText), to: parseBusinessDate(toText), keyword });
  const onSearch = useCallback((text: string) => set({ keyword: text }, { replace: true }), [set]);
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
  const filtered = status !== null || exported !== null || workerCode !== null || fromText !== '' || toText !== '' || keyword !== '';
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
            onClick={() => set({ status: st })}
            aria-pressed={status === st}
          />
        ))}
      </Box>
      <ListToolbar
        align="start"
        total={query.data ? s.totalCount(query.data.meta.totalCount) : null}
        totalTestId="payment-total"
        clear={filtered ? { label: s.clear, onClick: () => set({ status: null, exported: null, worker: null, from: null, to: null, keyword: null }) } : null}
      >
        <SearchField value={keyword} onSearch={onSearch} label={s.keyword} width={300} />
        <EntityPicker
          label={s.colWorker}
          allLabel={ja.orderScreens.filters.allWorkers}
          value={workerCode}
          onChange={(value) => set({ worker: value })}
          options={workerOptionsQuery}
          noOptionsText={ja.workerSearch.noOptions}
        />
        <EnumFilter
          label={s.exported}
          value={list.values.exported}
          options={exportedOptions}
          labels={ja.payments.exportedLabels}
          allLabel={s.all}
          onChange={(value) => set({ exported: value })}
          width={150}
        />
        <DateRangeFilter
          from={fromText}
          to={toText}
          labels={{ from: s.paymentDateFrom, to: s.paymentDateTo }}
          placeholder="2026/07/31"
          hint={s.dateHint}
          onChange={set}
        />
      </ListToolbar>
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
        pagination={list.pagination(query.data?.meta.totalCount ?? 0)}
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
