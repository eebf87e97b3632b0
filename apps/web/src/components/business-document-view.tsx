import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { BusinessDocumentItem } from '@app/shared/business-document';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';

const words = ja.businessDocument;
const REDUCED_RATE = 8;

/**
 * One item line of a document on screen: the PDF's `BusinessDocumentItem` (packages/shared/src/business-document.ts),
 * keyed, with the rate as the API answers it, and what a 支払通知書 adds per line: its 取引日 and, for a worker
 * without a registration number, the 経過措置 share of that date.
 */
export type DocumentLine = Omit<BusinessDocumentItem, 'taxRate'> & {
  key: string | number;
  taxRate: number;
  date?: string | null;
  share?: number | null;
  /** A 消費税額 typed on the line (orders stored before issue #18); shown only with the `tax` column. */
  tax?: number | null;
};

/** The column headings; a screen may keep its own words for some (品名, 金額（税抜） …). */
type DocumentColumns = Record<Exclude<keyof typeof words.columns, 'unit'>, string>;

/** '1000.5' → '1,000.5' with the unit after it, as the PDF writes a quantity. */
const quantityText = (quantity: string, unit: string | null | undefined) =>
  `${new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 }).format(Number(quantity))}${unit ?? ''}`;
const isReduced = (line: DocumentLine) => line.reduced ?? line.taxRate === REDUCED_RATE;
const nameText = (line: DocumentLine) => (isReduced(line) ? `${line.name} ${words.reducedMark}` : line.name);
const taxText = (value: number | null | undefined) => (value == null ? '-' : formatMoney(value));
const dateText = (value: string | null | undefined) => (value ? formatDate(value) : '—');

/**
 * A document's item lines as the screens show them (発注書 and 支払通知書, company and portal): a table from 600 px,
 * stacked rows on a phone; reduced-rate items marked ※. `date` adds the 取引日 column, `share` the 経過措置 column
 * (shown when a line has a share), `tax` the typed 消費税額 column; `columns` replaces some headings.
 */
export function DocumentItemsTable({
  lines,
  label,
  date,
  share,
  tax,
  columns,
}: {
  lines: readonly DocumentLine[];
  /** The table's (or list's) accessible name. */
  label: string;
  date?: { label: string };
  share?: { label: string; phoneText: (percent: number) => string };
  tax?: { label: string };
  columns?: Partial<DocumentColumns>;
}) {
  // the app's theme, or MUI's default one (same breakpoints) where a test renders without a provider
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const shares = share !== undefined && lines.some((l) => l.share != null);
  const heading = { ...words.columns, ...columns };
  if (narrow) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line) => (
          <Box component="li" key={line.key} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {nameText(line)}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {date ? `${dateText(line.date)} ／ ` : ''}
                {quantityText(line.quantity, line.unit)} × {formatMoney(line.unitPrice)}（{line.taxRate}%）
                {share && line.share != null ? `（${share.phoneText(line.share)}）` : ''}
                {tax ? ` ／ ${tax.label} ${taxText(line.tax)}` : ''}
              </Typography>
              <Typography variant="body2">{formatMoney(line.amount)}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    // fixed widths for every column but the name: the tables of a document's groups line up one under another
    <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          {date ? <TableCell sx={{ width: 110 }}>{date.label}</TableCell> : null}
          <TableCell>{heading.name}</TableCell>
          <TableCell align="right" sx={{ width: 96 }}>
            {heading.quantity}
          </TableCell>
          <TableCell align="right" sx={{ width: 130 }}>
            {heading.unitPrice}
          </TableCell>
          <TableCell align="right" sx={{ width: 72 }}>
            {heading.taxRate}
          </TableCell>
          {shares ? (
            <TableCell align="right" sx={{ width: 96 }}>
              {share.label}
            </TableCell>
          ) : null}
          {tax ? (
            <TableCell align="right" sx={{ width: 110 }}>
              {tax.label}
            </TableCell>
          ) : null}
          <TableCell align="right" sx={{ width: 140 }}>
            {heading.amount}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.key}>
            {date ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(line.date)}</TableCell> : null}
            <TableCell sx={{ wordBreak: 'break-word' }}>{nameText(line)}</TableCell>
            <TableCell align="right">{quantityText(line.quantity, line.unit)}</TableCell>
            <TableCell align="right">{formatMoney(line.unitPrice)}</TableCell>
            <TableCell align="right">{line.taxRate}%</TableCell>
            {shares ? (
              <TableCell align="right" data-testid="line-share">
                {line.share != null ? `${line.share}%` : '—'}
              </TableCell>
            ) : null}
            {tax ? <TableCell align="right">{taxText(line.tax)}</TableCell> : null}
            <TableCell align="right">{formatMoney(line.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
