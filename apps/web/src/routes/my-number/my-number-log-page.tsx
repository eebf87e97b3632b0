import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { failureMessage } from '../../lib/api-client';
import { operationLogsQueryOptions, type OperationLogWire } from '../../features/my-numbers/api/my-numbers';

const t = ja.myNumber;
type Row = OperationLogWire['data'][number];

/** /my-number/log: the append-only operation log, 20 a page (zero-based pages on the wire). */
export function MyNumberLogPage() {
  const [page, setPage] = useState(0);
  const query = useQuery(operationLogsQueryOptions(page));
  return (
    <Box>
      <PageHeader title={t.logTitle} />
      <DataTable<Row>
        ariaLabel={t.logTitle}
        rows={query.data?.data ?? []}
        getRowKey={(r) => r.id}
        loading={query.isLoading}
        errorMessage={query.isError ? failureMessage(ja.loadFailed.myNumber, query.error) : null}
        emptyMessage={t.logEmpty}
        minWidth={820}
        keyboardScroll
        columns={[
          { key: 'when', header: t.columns.when, render: (r) => formatDateTime(r.createdAt) },
          {
            key: 'action',
            header: t.columns.action,
            render: (r) => (r.dispRefusedActionName ? `${r.dispActionName}（${r.dispRefusedActionName}）` : r.dispActionName),
          },
          { key: 'worker', header: t.columns.worker, render: (r) => r.businessorName ?? '-' },
          { key: 'who', header: t.columns.who, render: (r) => r.actorName },
          { key: 'purpose', header: t.columns.purpose, render: (r) => r.purpose ?? '-' },
          { key: 'ip', header: t.columns.clientAddress, render: (r) => r.clientAddress ?? '-' },
        ]}
        pagination={{ page, rowsPerPage: 20, count: query.data?.meta.totalCount ?? 0, rowsPerPageOptions: [20], onPageChange: setPage, onRowsPerPageChange: () => {} }}
      />
    </Box>
  );
}
