import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDate, formatDateTime, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DocumentNumber } from '../../../components/document-number';
import { DataTable } from '../../../components/data-table';
import { useToast } from '../../../components/toast';
import { ApiError, errorText } from '../../../lib/api-client';
import { orDash } from '../../../lib/format';
import { downloadPaymentExport, usePaymentExports } from '../api/payments';

const s = ja.payments.screen;

/** 出力履歴: every transfer file written, each downloadable again byte for byte. */
export function ExportHistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const history = usePaymentExports(page, open);
  const toast = useToast();
  const again = (code: string, name: string) =>
    void downloadPaymentExport(code, name).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401)) toast.error(`${s.downloadFailed}${errorText(error)}`);
    });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="history-title" fullWidth maxWidth="md">
      <DialogTitle id="history-title">{s.historyTitle}</DialogTitle>
      <DialogContent>
        <DataTable
          columns={[
            { key: 'number', header: s.colExportNumber, width: 140, render: (r) => <DocumentNumber value={r.number} /> },
            { key: 'createdAt', header: s.colCreatedAt, width: 150, render: (r) => formatDateTime(r.createdAt) },
            { key: 'file', header: s.colFile, width: 100, render: (r) => <Box sx={{ whiteSpace: 'nowrap' }} title={r.fileName}>{s.formatNames[r.format]}</Box> },
            { key: 'transferDate', header: s.colTransferDate, width: 110, render: (r) => formatDate(r.transferDate) },
            { key: 'count', header: s.colCount, align: 'right', width: 70, render: (r) => r.count.toLocaleString('ja-JP') },
            { key: 'total', header: s.colTotal, align: 'right', width: 130, render: (r) => formatMoney(r.total) },
            { key: 'by', header: s.colCreatedBy, render: (r) => orDash(r.createdByName) },
            {
              key: 'download',
              header: '',
              width: 140,
              render: (r) => (
                <Button size="small" onClick={() => again(r.code, r.fileName)}>
                  {s.redownload}
                </Button>
              ),
            },
          ]}
          rows={history.data?.data ?? []}
          getRowKey={(r) => r.code}
          loading={history.isFetching}
          errorMessage={history.isError ? `${s.loadFailed}${errorText(history.error)}` : null}
          emptyMessage={s.historyEmpty}
          ariaLabel={s.historyLabel}
          minWidth={760}
          pagination={{
            page: page - 1,
            rowsPerPage: 10,
            count: history.data?.meta.totalCount ?? 0,
            rowsPerPageOptions: [10],
            onPageChange: (index) => setPage(index + 1),
            onRowsPerPageChange: () => undefined,
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{s.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
