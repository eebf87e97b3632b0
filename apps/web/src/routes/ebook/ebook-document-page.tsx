import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { ebookDocumentKindLabels, ebookVersionActionLabels, type EbookDocumentDetailWire, type EbookVersionWire } from '@app/shared/ebook';
import { formatDate, formatDateTime, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { InfoGrid } from '../../components/info-grid';
import { PageHeader } from '../../components/page-header';
import { StatusChip } from '../../components/status-chip';
import { statusTones, type StatusTone } from '../../app/theme';
import { useEbookDocument, useEbookHistoryPdf } from '../../features/ebook/api/ebook';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const s = ja.ebookScreens;
const d = s.detail;

/** Printing the history: the page alone, no menu, top bar, footer nor buttons, on white. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, footer, .MuiDrawer-root, .MuiToolbar-root, [data-print="hide"]': { display: 'none !important' },
        body: { background: '#fff !important' },
        main: { padding: '0 !important', maxWidth: 'none !important' },
        '.MuiCard-root, .MuiPaper-root': { boxShadow: 'none !important', breakInside: 'avoid' },
      },
    }}
  />
);

const actionTone: Record<EbookVersionWire['action'], StatusTone> = { created: 'info', updated: 'warning', deleted: 'danger' };

/** One change: 項目, 変更前 (struck through, red tint) → 変更後 (green tint). */
function ChangesTable({ version }: { version: EbookVersionWire }) {
  if (version.changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {d.firstVersion}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={`${d.versionLabel(version.version)} ${ebookVersionActionLabels[version.action]}`} data-testid="ebook-changes">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '22%' }}>{d.field}</TableCell>
          <TableCell>{d.before}</TableCell>
          <TableCell sx={{ width: 32, px: 0 }} aria-hidden />
          <TableCell>{d.after}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {version.changes.map((change) => (
          <TableRow key={change.field} data-testid="ebook-change">
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {change.label}
            </TableCell>
            <TableCell data-testid="ebook-before" sx={{ bgcolor: statusTones.danger.soft, color: statusTones.danger.text, printColorAdjust: 'exact' }}>
              <Box component={change.before === null ? 'span' : 'del'} sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {change.before ?? d.none}
              </Box>
            </TableCell>
            <TableCell sx={{ px: 0, textAlign: 'center', color: 'text.secondary' }} aria-hidden>
              <ArrowForwardIcon fontSize="small" sx={{ verticalAlign: 'middle' }} />
            </TableCell>
            <TableCell data-testid="ebook-after" sx={{ bgcolor: statusTones.success.soft, color: statusTones.success.text, fontWeight: 600, printColorAdjust: 'exact' }}>
              <Box component={change.after === null ? 'span' : 'ins'} sx={{ textDecoration: 'none', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {change.after ?? d.none}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The full fields of a version, as it stood. */
function FieldsTable({ version }: { version: EbookVersionWire }) {
  return (
    <Table size="small" aria-label={d.fieldsOf(version.version)} data-testid="ebook-fields">
      <TableBody>
        {version.fields.map((field, i) => (
          <TableRow key={`${field.label}-${i}`}>
            <TableCell component="th" scope="row" sx={{ width: '22%', color: 'text.secondary', fontWeight: 600 }}>
              {field.label}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{field.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function VersionCard({ version, open, onToggle }: { version: EbookVersionWire; open: boolean; onToggle: () => void }) {
  return (
    <Card variant="outlined" component="section" aria-label={d.versionLabel(version.version)} data-testid="ebook-version">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h3">
            {d.versionLabel(version.version)}
          </Typography>
          <StatusChip tone={actionTone[version.action]} label={ebookVersionActionLabels[version.action]} testId="ebook-action" />
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(version.createdAt)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {d.actor(version.actorName)}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button size="small" onClick={onToggle} aria-expanded={open} data-print="hide">
            {d.showFields}
          </Button>
        </Box>
        <ChangesTable version={version} />
        {open ? (
          <Box>
            <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
              {d.fieldsOf(version.version)}
            </Typography>
            <FieldsTable version={version} />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

function DocumentHistory({ doc }: { doc: EbookDocumentDetailWire }) {
  const pdf = useEbookHistoryPdf();
  // the newest version's fields are shown at first; any other can be opened beside it
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(doc.versions.slice(0, 1).map((v) => v.version)));
  const kind = ebookDocumentKindLabels[doc.kind];
  const source = doc.sourcePath;

  const toggle = (n: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(n)) next.delete(n);
      else next.add(n);
      return next;
    });

  return (
    <Box>
      {printStyles}
      <PageHeader
        title={d.title(kind, doc.number)}
        actions={
          <Box sx={{ display: 'flex', gap: 1 }} data-print="hide">
            <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
              {d.print}
            </Button>
            <Button variant="outlined" startIcon={<PictureAsPdfOutlinedIcon />} onClick={() => pdf.mutate({ id: doc.id, fallbackName: d.pdfName(kind, doc.number) })} loading={pdf.isPending}>
              {d.pdf}
            </Button>
          </Box>
        }
      />
      <Card variant="outlined" component="section" aria-label={d.index} sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
            {d.index}
          </Typography>
          <InfoGrid
            items={[
              { label: s.table.kind, value: kind },
              {
                label: s.table.number,
                value: source ? (
                  <Link component={RouterLink} to={source} title={d.source}>
                    {doc.number}
                  </Link>
                ) : (
                  doc.number
                ),
              },
              { label: s.table.date, value: formatDate(doc.transactionDate) },
              { label: s.table.amount, value: formatMoney(doc.amount) },
              { label: s.table.partner, value: `${doc.partnerName}（${d.partnerCode(doc.partnerCode)}）` },
              {
                label: s.table.version,
                value: (
                  <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                    v{doc.version}
                    {doc.version > 1 ? <StatusChip tone="warning" label={s.table.corrected} /> : null}
                  </Box>
                ),
              },
              { label: s.table.retainUntil, value: formatDate(doc.retainUntil) },
              { label: d.createdAt, value: formatDateTime(doc.createdAt) },
              { label: d.updatedAt, value: formatDateTime(doc.updatedAt) },
              ...(doc.sourceDeletedAt ? [{ label: d.sourceDeletedAt, value: formatDateTime(doc.sourceDeletedAt) }] : []),
            ]}
          />
        </CardContent>
      </Card>
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {d.versions}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {doc.versions.map((version) => (
          <VersionCard key={version.version} version={version} open={open.has(version.version)} onToggle={() => toggle(version.version)} />
        ))}
      </Box>
    </Box>
  );
}

/** /ebook/:id: one indexed document — its index entry and every version, newest first, with what changed (訂正削除の履歴). */
export function EbookDocumentPage() {
  const id = Number(useParams().id);
  const query = useEbookDocument(id);
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Button component={RouterLink} to={paths.ebook} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }} data-print="hide">
        {d.back}
      </Button>
      {query.data ? (
        <DocumentHistory doc={query.data} />
      ) : query.isError || !(Number.isInteger(id) && id > 0) ? (
        <Alert severity="error">{failureMessage(d.loadFailed, query.error ?? new Error(ja.app.unexpected))}</Alert>
      ) : (
        <Skeleton variant="rounded" height={320} />
      )}
    </Box>
  );
}
