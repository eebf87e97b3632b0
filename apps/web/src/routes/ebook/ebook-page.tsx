import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import HistoryIcon from '@mui/icons-material/History';
import { ebookDocumentKindLabels, ebookSearchQuerySchema, type EbookDocumentWire } from '@app/shared/ebook';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { StatusChip } from '../../components/status-chip';
import { useEbookDocuments } from '../../features/ebook/api/ebook';
import { EbookExportDialog } from '../../features/ebook/components/ebook-export-dialog';
import { EbookSearchFormView } from '../../features/ebook/components/ebook-search-form';
import { formOfQuery, hasConditions, searchFieldOfApi, type EbookConditions, type EbookSearchErrors } from '../../features/ebook/search';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { ApiError, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useListParams } from '../../lib/use-list-params';

const s = ja.ebookScreens;
const t = s.table;

/** The conditions of the URL's query, in the query's key order (the form's seed and its remount key). */
function conditionsOf({ page: _page, per: _per, ...conditions }: EbookConditions & { page: number; per: number }): EbookConditions {
  return conditions;
}

/** A 422's messages: those naming a condition go under its input, the rest above the table. */
function refusalOf(error: unknown): { fields: EbookSearchErrors; rest: string[] } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const fields: EbookSearchErrors = {};
  const rest: string[] = [];
  for (const [name, messages] of Object.entries(error.fields)) {
    const field = searchFieldOfApi[name];
    if (field && messages[0]) fields[field] = messages[0];
    else rest.push(...messages);
  }
  if (Object.keys(fields).length === 0 && rest.length === 0) rest.push(...error.errors);
  return { fields, rest };
}

/** Read by a screen reader, not shown (`width: 1` in sx would be 100%, so pixels). */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const columns: DataTableColumn<EbookDocumentWire>[] = [
  { key: 'kind', header: t.kind, width: 104, render: (row) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{ebookDocumentKindLabels[row.kind]}</Box> },
  {
    key: 'number',
    header: t.number,
    render: (row) => {
      const source = row.sourcePath;
      return source ? (
        <Link component={RouterLink} to={source} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {row.number}
        </Link>
      ) : (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {row.number}
        </Typography>
      );
    },
  },
  { key: 'date', header: t.date, width: 112, render: (row) => formatDate(row.transactionDate) },
  { key: 'amount', header: t.amount, align: 'right', width: 140, render: (row) => formatMoney(row.amount) },
  {
    key: 'partner',
    header: t.partner,
    width: '26%',
    render: (row) => (
      <Box>
        <Typography variant="body2">{row.partnerName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {row.partnerCode}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'version',
    header: t.version,
    width: 140,
    render: (row) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <span>v{row.version}</span>
        {row.version > 1 ? <StatusChip tone="warning" label={t.corrected} testId="ebook-corrected" nowrap /> : null}
        {row.sourceDeletedAt ? <StatusChip tone="muted" label={t.sourceDeleted} nowrap /> : null}
      </Box>
    ),
  },
  { key: 'retain', header: t.retainUntil, width: 112, render: (row) => formatDate(row.retainUntil) },
  {
    key: 'history',
    header: <Box component="span" sx={visuallyHidden}>{t.history}</Box>,
    width: 96,
    render: (row) => (
      <Button
        size="small"
        component={RouterLink}
        to={paths.ebookDocument(row.id)}
        startIcon={<HistoryIcon />}
        aria-label={t.historyOf(row.number)}
      >
        {t.history}
      </Button>
    ),
  },
];

/**
 * /ebook 電子帳簿 (電子帳簿保存法, issue #25 item 2): the 電子取引 index searched by 取引年月日 and 取引金額 ranges, 取引先,
 * 種類, 書類番号 and 訂正あり, combined (AND). The conditions and the page live in the URL as the API's query; a row
 * leads to its source and to its history. Who may export (not a viewer) gets the 税務調査用エクスポート.
 */
export function EbookPage() {
  const list = useListParams(ebookSearchQuerySchema, { perPageKey: 'per' });
  const conditions = useMemo(() => conditionsOf(list.values), [list.values]);
  const seed = useMemo(() => formOfQuery(conditions), [conditions]);
  const query = useEbookDocuments(list.values);
  const canExport = useCanEditWorkers();
  const [exporting, setExporting] = useState(false);
  const [exportKey, setExportKey] = useState(0);
  const filtered = hasConditions(conditions);
  const refusal = query.isError ? refusalOf(query.error) : null;
  const meta = query.data?.meta;
  const rows = refusal ? [] : (query.data?.data ?? []);

  const search = (next: EbookConditions) => {
    const patch: Record<string, string | number | null> = {};
    for (const key of Object.keys(searchFieldOfApi)) patch[key] = null;
    for (const [key, value] of Object.entries(next)) if (value !== undefined) patch[key] = value;
    list.set(patch);
  };
  const clear = () => search({});

  return (
    <Box>
      <PageHeader
        title={s.title}
        description={s.lead}
        actions={
          canExport ? (
            <Button
              variant="outlined"
              startIcon={<ArchiveOutlinedIcon />}
              onClick={() => {
                setExportKey((k) => k + 1);
                setExporting(true);
              }}
            >
              {s.exportTax.open}
            </Button>
          ) : null
        }
      />
      <EbookSearchFormView
        key={JSON.stringify(conditions)}
        initial={seed}
        serverErrors={refusal?.fields ?? {}}
        canClear={filtered}
        onSearch={search}
        onClear={clear}
      />
      {refusal && refusal.rest.length > 0 ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="ebook-refused">
          {refusal.rest.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </Alert>
      ) : null}
      <ListToolbar total={meta && !refusal ? s.totalCount(meta.total) : null} totalTestId="ebook-total" />
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        ariaLabel={t.label}
        loading={query.isFetching}
        errorMessage={query.isError && !refusal ? failureMessage(s.loadFailed, query.error) : refusal ? s.search.fixErrors : null}
        emptyMessage={filtered ? s.emptySearch : s.empty}
        pagination={list.pagination(refusal ? 0 : (meta?.total ?? 0))}
        minWidth={960}
      />
      {canExport ? (
        <EbookExportDialog
          key={exportKey}
          open={exporting}
          initial={{ from: seed.dateFrom, to: seed.dateTo }}
          onClose={() => setExporting(false)}
        />
      ) : null}
    </Box>
  );
}
