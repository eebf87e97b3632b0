import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ja } from '@app/shared/messages/ja';
import { paidImportColumns, priceImportColumns, type PaymentImportColumn } from '@app/shared/payments';
import { CsvImportForm } from '../../components/csv-import-form';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { downloadImportTemplate, useImportPayments, type PaymentImportKind } from '../../features/payments/api/payments';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { ApiError, errorText } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const s = ja.payments.screen;

function ColumnDocs({ columns }: { columns: readonly PaymentImportColumn<string>[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={s.columnsLabel}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.colName}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.colRequired}</TableCell>
            <TableCell>{s.colDescription}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((c) => (
            <TableRow key={c.key}>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{c.header}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.required ? s.required : s.optional}</TableCell>
              <TableCell>{c.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function ImportSection({ kind, title, help, columns, canEdit }: { kind: PaymentImportKind; title: string; help: string; columns: readonly PaymentImportColumn<string>[]; canEdit: boolean }) {
  const upload = useImportPayments(kind);
  const toast = useToast();
  const template = () =>
    void downloadImportTemplate(kind).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401)) toast.error(`${s.downloadFailed}${errorText(error)}`);
    });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${kind}-title`} sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 880 }}>
      <Typography variant="h2" id={`${kind}-title`} sx={{ fontSize: 18, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2">{help}</Typography>
      <ColumnDocs columns={columns} />
      <Typography variant="body2" color="text.secondary">
        {s.allOrNothing}
        <br />
        {ja.csvImport.encodingHint}
      </Typography>
      <Box>
        <Button variant="text" size="small" onClick={template}>
          {s.template}
        </Button>
      </Box>
      {canEdit ? (
        <CsvImportForm upload={upload} successText={ja.payments.imported} failedText={s.importFailed} />
      ) : (
        <Alert severity="info">{ja.auth.forbidden}</Alert>
      )}
    </Paper>
  );
}

/** /payments/import: mark payments paid by a result file; create payments with amounts. Columns documented, templates offered. */
export function PaymentImportPage() {
  const canEdit = useCanEditWorkers(true);
  return (
    <Box>
      <Button component={RouterLink} to={paths.payments} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {s.back}
      </Button>
      <PageHeader title={s.importTitle} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <ImportSection kind="imports" title={s.importPaidTitle} help={s.importPaidHelp} columns={paidImportColumns} canEdit={canEdit} />
        <ImportSection kind="import_with_prices" title={s.importPricesTitle} help={s.importPricesHelp} columns={priceImportColumns} canEdit={canEdit} />
      </Box>
    </Box>
  );
}
