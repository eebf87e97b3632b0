import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { failureMessage } from '../../../lib/api-client';
import { operationLogsQueryOptions, type OperationLogWire } from '../api/my-numbers';

const t = ja.myNumber;
/** 20 a page; ?page= 1-based in the URL, zero-based on the wire. */
const PAGE_SIZE = 20;
const listParams = z.object({ page: pageParam });
type Row = OperationLogWire['data'][number];

/**
 * The append-only マイナンバー operation log, 20 a page: the company's whole log (/my-number/log) or, with `worker`,
 * one worker's (/worker/{code}/my_number, where the worker column would only repeat the name).
 */
export function MyNumberLogTable({ ariaLabel, worker }: { ariaLabel: string; worker?: string }) {
  const list = useListParams(listParams, { pageSize: PAGE_SIZE });
  const query = useQuery(operationLogsQueryOptions(list.values.page - 1, worker));
  const columns: DataTableColumn<Row>[] = [
    { key: 'when', header: t.columns.when, render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'action',
      header: t.columns.action,
      render: (r) => (r.dispRefusedActionName ? `${r.dispActionName}（${r.dispRefusedActionName}）` : r.dispActionName),
    },
    ...(worker ? [] : [{ key: 'worker', header: t.columns.worker, render: (r: Row) => r.businessorName ?? '-' }]),
    { key: 'who', header: t.columns.who, render: (r) => r.actorName },
    { key: 'purpose', header: t.columns.purpose, render: (r) => r.purpose ?? '-' },
    { key: 'ip', header: t.columns.clientAddress, render: (r) => r.clientAddress ?? '-' },
  ];
  return (
    <DataTable<Row>
      ariaLabel={ariaLabel}
      rows={query.data?.data ?? []}
      getRowKey={(r) => r.id}
      loading={query.isLoading}
      errorMessage={query.isError ? failureMessage(ja.loadFailed.myNumber, query.error) : null}
      emptyMessage={t.logEmpty}
      minWidth={worker ? 680 : 820}
      columns={columns}
      pagination={list.pagination(query.data?.meta.totalCount ?? 0)}
    />
  );
}
