import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { accountingFormatHelp, accountingFormatLabels, accountingFormats, entryKindLabels, type AccountingFormat } from '@app/shared/accounting-exports';
import { parseBusinessDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { useToastedAction } from '../../components/toast';
import { useAccountingPreview, useDownloadAccountingExport } from '../../features/accounting-exports/api';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const t = ja.accounting;
const slash = (iso: string) => iso.replaceAll('-', '/');

/** Last month in Japan: its first and last day (YYYY-MM-DD). */
export function lastMonth(today: string = todayInJapan()): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** A period bound typed as YYYY/MM/DD, its message under it while it is not a real date. */
function DateField(props: { label: string; text: string; valid: boolean; invalid: string; onChange: (text: string) => void; testId: string }) {
  return (
    <TextField
      label={props.label}
      value={props.text}
      onChange={(e) => props.onChange(e.target.value)}
      error={!props.valid}
      helperText={props.valid ? 'YYYY/MM/DD' : props.invalid}
      sx={{ width: 180 }}
      slotProps={{ htmlInput: { 'data-testid': props.testId } }}
    />
  );
}

/**
 * /accounting_exports — 会計データ出力 (issue #25 item 1): a period (last month by default) and a format, the entries it
 * holds per kind, the help of the format (its published sources and what could not be sourced), and the file.
 */
export function AccountingExportPage() {
  const initial = lastMonth();
  const [fromText, setFromText] = useState(slash(initial.from));
  const [toText, setToText] = useState(slash(initial.to));
  const [format, setFormat] = useState<AccountingFormat>('freee_deals');
  const from = parseBusinessDate(fromText);
  const to = parseBusinessDate(toText);
  const query = { format, from: from ?? '', to: to ?? '' };
  const preview = useAccountingPreview(query, Boolean(from && to));
  const download = useDownloadAccountingExport();
  const run = useToastedAction(t.downloadFailed);
  const help = accountingFormatHelp[format];

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title={t.exportTitle}
        description={
          <Link component={RouterLink} to={paths.accountingMapping}>
            {t.mappingLink}
          </Link>
        }
      />
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <DateField label={t.from} text={fromText} valid={Boolean(from)} invalid={t.fromInvalid} onChange={setFromText} testId="export-from" />
          <DateField label={t.to} text={toText} valid={Boolean(to)} invalid={t.toInvalid} onChange={setToText} testId="export-to" />
          <TextField
            select
            label={t.format}
            value={format}
            onChange={(e) => setFormat(e.target.value as AccountingFormat)}
            sx={{ minWidth: 300 }}
            slotProps={{ htmlInput: { 'data-testid': 'export-format' } }}
          >
            {accountingFormats.map((f) => (
              <MenuItem key={f} value={f}>
                {accountingFormatLabels[f]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            sx={{ mt: 1 }}
            disabled={!from || !to || download.isPending || !preview.isSuccess}
            onClick={() => void run(() => download.mutateAsync(query), t.downloaded)}
            data-testid="export-download"
          >
            {t.download}
          </Button>
        </Box>
        <Box sx={{ mt: 3 }} data-testid="export-preview">
          <Typography variant="h3" sx={{ mb: 1 }}>
            {t.preview}
          </Typography>
          {preview.isPending && from && to ? <Skeleton variant="rounded" height={64} /> : null}
          {preview.isError ? <Alert severity="error">{failureMessage(t.previewFailed, preview.error)}</Alert> : null}
          {preview.isSuccess && !preview.isError ? (
            <>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
                {preview.data.counts.map((c) => (
                  <Box key={c.kind} data-testid={`export-count-${c.kind}`}>
                    <Typography variant="body2" color="text.secondary">
                      {entryKindLabels[c.kind]}
                    </Typography>
                    <Typography variant="h3" component="p">
                      {c.count.toLocaleString('ja-JP')}件
                    </Typography>
                  </Box>
                ))}
                <Box>
                  <Typography variant="body2" color="text.secondary">
                    {t.rowsLabel}
                  </Typography>
                  <Typography variant="h3" component="p">
                    {t.rows(preview.data.rows)}
                  </Typography>
                </Box>
              </Box>
              {preview.data.rows === 0 ? (
                <Alert severity="info" sx={{ mt: 2 }}>
                  {t.empty}
                </Alert>
              ) : null}
              {preview.data.notes.length > 0 ? (
                <Alert severity="warning" sx={{ mt: 2 }} data-testid="export-notes">
                  <strong>{t.notesTitle}</strong>
                  {preview.data.notes.map((n) => (
                    <div key={n}>{n}</div>
                  ))}
                </Alert>
              ) : null}
            </>
          ) : null}
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="export-help">
        <Typography variant="h3" sx={{ mb: 1 }}>
          {t.helpTitle(accountingFormatLabels[format])}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t.encodingTitle}：{help.encoding}
        </Typography>
        {help.sources.length > 0 ? (
          <>
            <Typography variant="subtitle2">{t.sourcesTitle}</Typography>
            <Box component="ul" sx={{ mt: 0.5 }}>
              {help.sources.map((s) => (
                <li key={s.url}>
                  <Link href={s.url} target="_blank" rel="noreferrer">
                    {s.title}
                  </Link>
                </li>
              ))}
            </Box>
          </>
        ) : null}
        <Typography variant="subtitle2">{t.unsourcedTitle}</Typography>
        <Box component="ul" sx={{ mt: 0.5, mb: 0 }}>
          {help.unsourced.map((u) => (
            <li key={u}>
              <Typography variant="body2">{u}</Typography>
            </li>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
