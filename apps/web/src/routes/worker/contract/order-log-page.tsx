import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useDocumentTitle } from '../../../components/page-header';
import { ORDER_LOG_PAGE_SIZE, useOrder, useOrderLogs, type OrderLog } from '../../../features/orders/api/orders';
import { StatusChip } from '../../../components/status-chip';
import { purchaseOrderStatusTone } from '../../../components/status-tones';
import { failureMessage } from '../../../lib/api-client';
import { orDash } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { pageParam, useListParams } from '../../../lib/use-list-params';

const s = ja.orderScreens;
const l = s.log;
const listParams = z.object({ page: pageParam });

const columns: DataTableColumn<OrderLog>[] = [
  { key: 'when', header: l.when, width: 150, render: (r) => formatDateTime(r.createdAt) },
  { key: 'action', header: l.action, width: 150, render: (r) => r.actionLabel },
  { key: 'actor', header: l.actor, width: 160, render: (r) => `${r.actorName}${r.actorType === 'worker' ? l.worker : ''}` },
  { key: 'comment', header: l.comment, render: (r) => <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{orDash(r.comment)}</Box> },
  {
    key: 'changes',
    header: l.changes,
    render: (r) =>
      r.changes.length === 0 ? (
        '-'
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {r.changes.map((c) => (
            <li key={c.field}>{l.change(c.label, c.before ?? l.none, c.after ?? l.none)}</li>
          ))}
        </Box>
      ),
  },
];

/** /worker/{code}/contract/{contractCode}/order_log/{orderCode}: who changed what, when (20 a page; ?page= 1-based). */
export function OrderLogPage() {
  const { code = '', contractCode = '', orderCode = '' } = useParams();
  const list = useListParams(listParams, { pageSize: ORDER_LOG_PAGE_SIZE });
  const { page } = list.values;
  const order = useOrder(orderCode);
  const logs = useOrderLogs(orderCode, page - 1);
  useDocumentTitle(l.title);
  return (
    <Box>
      <Button component={RouterLink} to={paths.contractPage(code, contractCode, 'order_log')} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {s.backToLogs}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {l.title}
        </Typography>
        {order.data ? (
          <>
            <Link component={RouterLink} to={paths.contractPage(code, contractCode, `order/${orderCode}`)} sx={{ fontWeight: 600 }}>
              {order.data.number} {order.data.title}
            </Link>
            <StatusChip tone={purchaseOrderStatusTone[order.data.status]} label={order.data.statusLabel} testId="order-status" />
          </>
        ) : null}
      </Box>
      <DataTable
        columns={columns}
        rows={logs.data?.data ?? []}
        getRowKey={(r) => r.id}
        loading={logs.isFetching}
        errorMessage={logs.isError && !logs.data ? failureMessage(s.loadFailed.logs, logs.error) : null}
        emptyMessage={l.empty}
        ariaLabel={s.orderLogsLabel}
        minWidth={860}
        pagination={list.pagination(logs.data?.meta.totalCount ?? 0)}
      />
    </Box>
  );
}
