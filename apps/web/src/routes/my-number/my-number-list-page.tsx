import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { pageParam, useListParams } from '../../lib/use-list-params';
import { errorText, failureMessage } from '../../lib/api-client';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { DeleteButton, ExportButton, RevealButton } from '../../features/my-numbers/components/my-number-actions';
import { MyNumberRequestDialog } from '../../features/my-numbers/components/my-number-request-dialog';
import {
  myNumberBusinessorsQueryOptions,
  myNumberListQueryOptions,
  type MyNumberItem,
} from '../../features/my-numbers/api/my-numbers';

const t = ja.myNumber;
/** 20 a page; ?page= 1-based in the URL, zero-based on the wire. */
const PAGE_SIZE = 20;
const listParams = z.object({ page: pageParam });

function RequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const workers = useQuery({ ...myNumberBusinessorsQueryOptions(), enabled: open });
  const candidates = (workers.data ?? []).filter((w) => w.status === 'not_requested').map((w) => ({ code: w.code, name: w.fullName, email: w.email }));
  return <MyNumberRequestDialog open={open} candidates={candidates} onClose={onClose} />;
}

/** /my-number: every worker the company asked for a number (status only; staff reveal with a purpose, logged). */
export function MyNumberListPage() {
  const list = useListParams(listParams, { pageSize: PAGE_SIZE });
  const [requesting, setRequesting] = useState(false);
  const canEdit = useCanEditWorkers();
  const query = useQuery(myNumberListQueryOptions(list.values.page - 1));
  const rows = query.data?.data ?? [];
  return (
    <Box>
      <PageHeader
        title={t.listTitle}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canEdit && (
              <Button variant="contained" onClick={() => setRequesting(true)}>
                {t.request}
              </Button>
            )}
            <ExportButton />
            <Button component={RouterLink} to="/my-number/import" variant="outlined">
              {t.import}
            </Button>
            <Button component={RouterLink} to="/my-number/log" variant="outlined">
              {t.log}
            </Button>
          </Box>
        }
      />
      <DataTable<MyNumberItem>
        ariaLabel={t.listTitle}
        rows={rows}
        getRowKey={(r) => r.code ?? r.businessorCode}
        loading={query.isLoading}
        errorMessage={query.isError ? failureMessage(ja.loadFailed.myNumber, query.error) : null}
        emptyMessage={t.empty}
        minWidth={760}
        columns={[
          {
            key: 'worker',
            header: t.columns.worker,
            render: (r) => (
              <Link component={RouterLink} to={`/worker/${r.businessorCode}/my_number`}>
                {r.businessorName}
              </Link>
            ),
          },
          { key: 'status', header: t.columns.status, render: (r) => <span data-testid="my-number-status">{r.dispStatusName}</span> },
          { key: 'number', header: t.columns.number, render: (r) => r.maskedMyNumber ?? '-' },
          { key: 'requested', header: t.columns.requestedAt, render: (r) => (r.requestedAt ? formatDate(r.requestedAt) : '-') },
          {
            key: 'actions',
            header: t.columns.actions,
            render: (r) =>
              // the masked number comes only to designated staff: nobody else is offered the staff-only actions
              r.hasValue && r.maskedMyNumber && r.code ? (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <RevealButton code={r.code} />
                  <DeleteButton code={r.code} workerName={r.businessorName} />
                </Box>
              ) : null,
          },
        ]}
        pagination={list.pagination(query.data?.meta.totalCount ?? 0)}
      />
      <RequestDialog open={requesting} onClose={() => setRequesting(false)} />
      {query.isError && <span hidden>{errorText(query.error)}</span>}
    </Box>
  );
}
