import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import { selectionColumn, setSelection } from '../../../components/selection-column';
import { StatusChip } from '../../../components/status-chip';
import { paths } from '../../../lib/paths';
import { rowCode, rowName, type RecordKind, type RecordRow } from '../api/payment-records';
import { FilingChip, ProblemChips, RecordStatusCell } from './record-chips';

const s = ja.paymentRecordScreens;
const c = s.columns;

export type RecordSelection = { selected: ReadonlySet<string>; onChange: (next: Set<string>) => void };

const money = (value: number) => <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(value)}</Box>;
const sub = (text: string) => (
  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
    {text}
  </Typography>
);

/** Who the row is: the worker (a link to their page, kana below) or the contract with its worker; 法人 marked. */
function NameCell({ row }: { row: RecordRow }) {
  const corporation = row.entityType === 'corporation' ? <StatusChip tone="neutral" variant="outlined" label={s.corporationChip} /> : null;
  if ('contractCode' in row) {
    return (
      <Box sx={{ minWidth: 160 }}>
        <Link component={RouterLink} to={paths.contractPage(row.businessorCode, row.contractCode)} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {row.contractName}
        </Link>
        <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {row.businessorName}
          </Typography>
          {corporation}
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ minWidth: 140 }}>
      <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={paths.workerDetail(row.businessorCode)} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {row.businessorName}
        </Link>
        {corporation}
      </Box>
      {row.businessorNameKana ? sub(row.businessorNameKana) : null}
    </Box>
  );
}

/**
 * The 支払調書 of a year, per worker or per contract: figures as the form shows them (支払金額 with 内未払, 源泉徴収税額 with
 * 内未徴収), the filing flag, what is missing, the 発行状況, and the row's actions; checkboxes for the bulk bar.
 */
export function RecordTable({
  kind,
  rows,
  threshold,
  selection,
  actions,
  loading,
  errorMessage,
  emptyMessage,
  pagination,
}: {
  kind: RecordKind;
  rows: RecordRow[];
  threshold: number;
  selection?: RecordSelection;
  actions: (row: RecordRow) => ReactNode;
  loading: boolean;
  errorMessage: string | null;
  emptyMessage: string;
  pagination: DataTablePagination;
}) {
  const columns: DataTableColumn<RecordRow>[] = [
    ...(selection
      ? [
          selectionColumn({
            rows,
            keyOf: rowCode,
            ...setSelection(selection.selected, selection.onChange, rows.map(rowCode)),
            label: c.selectAll,
            rowLabel: (row) => c.selectRow(rowName(row)),
          }),
        ]
      : []),
    { key: 'name', header: kind === 'contracts' ? c.contract : c.name, render: (row) => <NameCell row={row} /> },
    {
      key: 'category',
      header: `${c.category}・${c.detail}`,
      width: 120,
      render: (row) => (
        <Box>
          <Typography variant="body2">{row.category}</Typography>
          {row.detail ? sub(row.detail) : null}
        </Box>
      ),
    },
    {
      key: 'amount',
      header: c.amount,
      align: 'right',
      width: 124,
      render: (row) => (
        <Box data-testid="record-amount">
          {money(row.paymentAmount)}
          {row.unpaidAmount > 0 ? sub(s.unpaid(row.unpaidAmount)) : null}
        </Box>
      ),
    },
    {
      key: 'withholding',
      header: c.withholding,
      align: 'right',
      width: 120,
      render: (row) => (
        <Box>
          {money(row.withholding)}
          {'unwithheldAmount' in row && row.unwithheldAmount > 0 ? sub(s.unwithheld(row.unwithheldAmount)) : null}
        </Box>
      ),
    },
    {
      key: 'filing',
      header: c.filing,
      width: 96,
      render: (row) => <FilingChip required={row.filingRequired} threshold={threshold} />,
    },
    { key: 'problems', header: c.problems, width: 176, render: (row) => <ProblemChips problems={row.problems} /> },
    {
      key: 'status',
      header: c.status,
      width: 112,
      render: (row) => <RecordStatusCell status={row.status} publishedAt={row.publishedAt} emailedAt={row.emailedAt} />,
    },
    { key: 'actions', header: c.actions, width: 88, align: 'right', render: (row) => actions(row) },
  ];
  // nine columns at 1366 px beside the menu: the cells' side padding is narrower than the kit's
  return (
    <Box sx={{ '& .MuiTableCell-root': { px: 1.25 }, '& .MuiTableCell-root:first-of-type': { pl: 2 } }}>
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={rowCode}
        loading={loading}
        errorMessage={errorMessage}
        emptyMessage={emptyMessage}
        ariaLabel={s.listLabel}
        pagination={pagination}
        minWidth={960}
      />
    </Box>
  );
}
