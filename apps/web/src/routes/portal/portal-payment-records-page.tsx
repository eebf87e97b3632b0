import { QueryState } from '../../components/query-state';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { downloadPortalPaymentRecord, usePortalPaymentRecords, type PortalPaymentRecordRow } from '../../features/payment-records/api/portal-payment-records';
import { failureMessage } from '../../lib/api-client';

const t = ja.portalPaymentRecords;
const c = t.columns;

/** One record: the company (and contract), the amounts, when it was published, and its download. */
function RecordCard({ record }: { record: PortalPaymentRecordRow }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadPortalPaymentRecord(record.code, record.year)
      .catch((error: unknown) => toast.error(failureMessage(t.downloadFailed, error)))
      .finally(() => setBusy(false));
  };
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }} data-testid="portal-record">
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {record.companyName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {`${c.contract}: ${record.contractName ?? t.allContracts}`}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 0.75, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {c.amount}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(record.paymentAmount)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {c.withholding}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(record.withholding)}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {c.publishedAt}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatDate(record.publishedAt)}
          </Typography>
        </Box>
      </Box>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        loading={busy}
        onClick={download}
        aria-label={t.downloadOf(record.companyName, record.year)}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {t.download}
      </Button>
    </Paper>
  );
}

/** /portal/payment_records — 支払調書: what each company published, newest year first, each with its PDF. */
export function PortalPaymentRecordsPage() {
  useDocumentTitle(t.heading);
  const records = usePortalPaymentRecords();
  const rows = records.data ?? [];
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a);
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.lead}
      </Typography>
      <QueryState query={records} empty={t.empty} failed={t.loadFailed} isEmpty={rows.length === 0} />
      {years.map((year) => (
        <Box component="section" key={year} aria-labelledby={`records-${year}`} sx={{ mb: 3 }}>
          <Typography id={`records-${year}`} variant="h2" component="h2" sx={{ fontSize: '1.0625rem', fontWeight: 700, mb: 1 }}>
            {t.yearHeading(year)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {rows
              .filter((r) => r.year === year)
              .map((record) => (
                <RecordCard key={record.code} record={record} />
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
