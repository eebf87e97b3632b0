import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { pageParam, useListParams } from '../../lib/use-list-params';
import { failureMessage } from '../../lib/api-client';
import { operationLogsQueryOptions, type OperationLogWire } from '../../features/my-numbers/api/my-numbers';

const t = ja.myNumber;
/** 20 a page; ?page= 1-based in the URL, zero-based on the wire. */
const PAGE_SIZE = 20;
const listParams = z.object({ page: pageParam });
type Row = OperationLogWire['data'][number];

/** /my-number/log: the append-only operation log, 20 a page (zero-based pages on the wire). */
export function MyNumberLogPage() {
  const list = useListParams(listParams, { pageSize: PAGE_SIZE });
  const query = useQuery(operationLogsQueryOptions(list.values.page - 1));
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
        pagination={list.pagination(query.data?.meta.totalCount ?? 0)}
      />
    </Box>
  );
}
