import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { formatHoursMinutes } from '@app/shared/time-tracking';
import { timeMonthStatusLabels } from '@app/shared/time-tracking-api';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import { StatusChip } from '../../../components/status-chip';
import { paths } from '../../../lib/paths';
import { decimalHoursText } from '../month';
import type { TimeProjectItem } from './api';
import { reportLink } from './links';
import { timeMonthStatusTone } from '../../../components/status-tones';

const s = ja.timeTrackingScreens;

/** A month's hours after rounding: 「152:30」 over 「152.5時間」. */
function Hours({ minutes }: { minutes: number }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="hours">
        {formatHoursMinutes(minutes)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {decimalHoursText(minutes)}
      </Typography>
    </Box>
  );
}

export function TimeStatusChip({ status }: { status: TimeProjectItem['status'] }) {
  return <StatusChip tone={timeMonthStatusTone[status]} label={timeMonthStatusLabels[status]} testId="time-status" nowrap />;
}

/**
 * The rows of time-tracked contracts in a month (/working_records and a worker's 稼働 tab): ワーカー, 契約 (opens the
 * monthly report), 状況, 稼働時間 after rounding, 日数, 金額 (hourly / 精算幅 only), 提出日.
 */
export function ProjectTable({
  rows,
  ariaLabel,
  showWorker = true,
  loading,
  errorMessage,
  emptyMessage,
  pagination,
}: {
  rows: TimeProjectItem[];
  ariaLabel: string;
  showWorker?: boolean;
  loading: boolean;
  errorMessage: string | null;
  emptyMessage: string;
  pagination?: DataTablePagination;
}) {
  const columns: DataTableColumn<TimeProjectItem>[] = [
    ...(showWorker
      ? [
          {
            key: 'worker',
            header: s.columns.worker,
            render: (row: TimeProjectItem) => (
              <Link component={RouterLink} to={paths.workerDetail(row.businessorCode)}>
                {row.businessorName}
              </Link>
            ),
          },
        ]
      : []),
    {
      key: 'contract',
      header: s.columns.contract,
      render: (row) => (
        <Link
          component={RouterLink}
          to={reportLink(row.businessorCode, row.code, { year: row.year, month: row.month })}
          aria-label={s.openReport(row.contractName)}
          sx={{ fontWeight: 600 }}
        >
          {row.contractName}
        </Link>
      ),
    },
    { key: 'status', header: s.columns.status, render: (row) => <TimeStatusChip status={row.status} /> },
    { key: 'hours', header: s.columns.hours, align: 'right', render: (row) => <Hours minutes={row.workedMinutes} /> },
    { key: 'days', header: s.columns.days, align: 'right', render: (row) => s.days(row.recordedDays) },
    {
      key: 'amount',
      header: s.columns.amount,
      align: 'right',
      render: (row) => (row.billing !== 'none' && row.amount !== null ? formatMoney(row.amount) : s.none),
    },
    { key: 'submitted', header: s.columns.submittedAt, render: (row) => (row.submittedAt ? formatDate(row.submittedAt) : s.none) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowKey={(row) => `${row.businessorCode}/${row.code}`}
      ariaLabel={ariaLabel}
      loading={loading}
      errorMessage={errorMessage}
      emptyMessage={emptyMessage}
      pagination={pagination}
    />
  );
}
