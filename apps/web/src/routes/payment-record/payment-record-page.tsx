import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import { todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import {
  PAYMENT_RECORD_THRESHOLD,
  paymentRecordEntityTypeLabels,
  paymentRecordEntityTypes,
  paymentRecordFilingLabels,
  paymentRecordStatusLabels,
  paymentRecordStatuses,
} from '@app/shared/payment-records';
import { EnumFilter } from '../../components/enum-filter';
import { JobProgressDialog } from '../../components/job-progress';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useCanApprovePayments, useCanEditWorkers, useCanReadPersonalData, useProfile } from '../../features/profile/api/get-profile';
import {
  paymentRecordKeys,
  rowCode,
  rowName,
  useRecordList,
  useRecordSummary,
  type RecordKind,
  type RecordRow,
} from '../../features/payment-records/api/payment-records';
import { CategoriesDialog } from '../../features/payment-records/components/categories-dialog';
import { PdfPreviewDialog, type PreviewTarget } from '../../features/payment-records/components/pdf-preview-dialog';
import { RecordActionDialog, type RecordAction } from '../../features/payment-records/components/record-action-dialog';
import { RecordTable } from '../../features/payment-records/components/record-table';
import { RowActions } from '../../features/payment-records/components/row-actions';
import { SummaryCards } from '../../features/payment-records/components/summary-cards';
import { defaultRecordYear, recordYearOptions } from '../../features/payment-records/year';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { refreshQueries } from '../../lib/refresh-queries';
import { pageParam, searchParam, useListParams, type ListParamsPatch } from '../../lib/use-list-params';

const s = ja.paymentRecordScreens;

const listParams = z.object({
  page: pageParam,
  perPage: z.coerce.number().int().min(1).max(100).default(50),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  keyword: searchParam,
  filing: z.enum(['required', 'not_required']).optional(),
  status: z.enum(paymentRecordStatuses).optional(),
  entity: z.enum([...paymentRecordEntityTypes, 'all']).optional(),
});
type Params = z.output<typeof listParams>;

/** The year picker: this year and the six before, labelled with the 令和 year the form prints. */
function YearPicker({ value, today, onChange }: { value: number; today: string; onChange: (year: number) => void }) {
  return (
    <TextField
      select
      label={s.year}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ width: { xs: '100%', sm: 224 }, bgcolor: 'background.paper' }}
      data-testid="record-year"
    >
      {recordYearOptions(today, value).map((year) => (
        <MenuItem key={year} value={year}>
          {s.yearOption(year)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * /payment_record (ワーカー別) and /payment_record/contract (契約別): the 支払調書 of a year, one tab each. The year, the
 * filters, the search and the page live in the URL and follow from tab to tab. Individuals and corporations are
 * listed apart (a switch above the list, individuals first); checked rows can be published, downloaded as a zip or
 * mailed together, all or nothing on the server.
 */
function PaymentRecordScreen({ kind }: { kind: RecordKind }) {
  const today = todayInJapan();
  const list = useListParams(listParams);
  const { search } = useLocation();
  const { page, perPage: limit, keyword } = list.values;
  const year = list.values.year ?? defaultRecordYear(today);
  const filing = list.values.filing ?? null;
  const status = list.values.status ?? null;
  // individuals first; corporations apart; `all` (a link from a worker or contract page) both
  const entity = list.values.entity ?? 'individual';
  const entityType = entity === 'all' ? null : entity;
  const { set } = list;
  const canEdit = useCanEditWorkers();
  const canEditCategories = useCanApprovePayments();
  const canReadPersonal = useCanReadPersonalData();
  const myNumberStaff = useProfile().data?.is_my_number_staff ?? false;

  const query = useRecordList(kind, { year, page, limit, keyword, filing, status, entityType });
  const summary = useRecordSummary(year);
  const rows: RecordRow[] = query.data?.data ?? [];
  const meta = query.data?.meta;

  const [selected, setSelected] = useState<Set<string>>(new Set());
  // the checked rows' names, kept as they are ticked, so a confirmation names those of earlier pages too
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const select = (next: Set<string>) => {
    setKnown((prev) => new Map([...prev, ...rows.map((r) => [rowCode(r), rowName(r)] as const)]));
    setSelected(next);
  };
  const [action, setAction] = useState<RecordAction | null>(null);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [job, setJob] = useState<{ code: string; action: 'download' | 'email' } | null>(null);
  const queryClient = useQueryClient();

  // a filter, the year or the tab changes the rows: the checked ones are let go
  const filter = useCallback(
    (changes: ListParamsPatch<Params>, replace = false) => {
      setSelected(new Set());
      set(changes, { replace });
    },
    [set],
  );
  const onSearch = useCallback((text: string) => filter({ keyword: text }, true), [filter]);
  const filtered = filing !== null || status !== null || keyword !== '';
  const codes = [...selected];
  const bulk = (which: 'publish' | 'download' | 'email') =>
    setAction({ scope: 'bulk', action: which, kind, year, codes, names: codes.map((code) => known.get(code) ?? code) });

  // the other tab keeps the year and the filters (not the page)
  const carried = useMemo(() => {
    const params = new URLSearchParams(search);
    params.delete('page');
    const text = params.toString();
    return text ? `?${text}` : '';
  }, [search]);
  const corporations = kind === 'businessors' ? summary.data?.corporations.count : undefined;

  return (
    <Box>
      <PageHeader
        title={s.title}
        description={s.lead}
        actions={
          <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setCategoriesOpen(true)}>
            {s.categories.open}
          </Button>
        }
      />
      <Tabs value={kind} aria-label={s.tabs.label} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="businessors" label={s.tabs.businessors} component={RouterLink} to={`${paths.paymentRecord}${carried}`} />
        <Tab value="contracts" label={s.tabs.contracts} component={RouterLink} to={`${paths.paymentRecordContract}${carried}`} />
      </Tabs>
      <SummaryCards summary={summary.data} error={summary.isError ? failureMessage(s.summaryFailed, summary.error) : null} />
      <ListToolbar
        total={meta ? s.totalCount(meta.totalCount) : null}
        totalTestId="record-total"
        clear={filtered ? { label: s.clear, onClick: () => filter({ filing: null, status: null, keyword: null }) } : null}
      >
        <YearPicker value={year} today={today} onChange={(value) => filter({ year: value })} />
        <SearchField value={keyword} onSearch={onSearch} label={s.keyword} width={240} />
        <EnumFilter
          label={s.filing}
          value={filing}
          options={['required', 'not_required'] as const}
          labels={paymentRecordFilingLabels}
          allLabel={paymentRecordFilingLabels.all}
          onChange={(value) => filter({ filing: value })}
          width={150}
          testId="record-filing-filter"
        />
        <EnumFilter
          label={s.status}
          value={status}
          options={paymentRecordStatuses}
          labels={paymentRecordStatusLabels}
          allLabel={s.statusAll}
          onChange={(value) => filter({ status: value })}
          width={160}
          testId="record-status-filter"
        />
      </ListToolbar>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={entity}
          onChange={(_e, value: typeof entity | null) => value && filter({ entity: value === 'individual' ? null : value })}
          aria-label={s.entity}
        >
          {paymentRecordEntityTypes.map((type) => (
            <ToggleButton key={type} value={type} sx={{ px: 2 }}>
              {type === 'corporation' && corporations !== undefined
                ? s.entityCount(paymentRecordEntityTypeLabels[type], corporations)
                : paymentRecordEntityTypeLabels[type]}
            </ToggleButton>
          ))}
          <ToggleButton value="all" sx={{ px: 2 }}>
            {s.entityAll}
          </ToggleButton>
        </ToggleButtonGroup>
        {meta ? (
          <Typography variant="body2" color="text.secondary" data-testid="record-totals">
            {s.totalsRow(meta.totals.paymentAmount, meta.totals.unpaidAmount, meta.totals.withholding)}
          </Typography>
        ) : null}
      </Box>
      {canEdit && selected.size > 0 ? (
        <Paper
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 2, py: 1, mb: 1.5, bgcolor: 'rgba(31, 95, 174, 0.06)' }}
          data-testid="record-bulk-bar"
        >
          <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }} data-testid="record-selected-count">
            {s.selectedCount(selected.size)}
          </Typography>
          <Button size="small" variant="contained" startIcon={<PublishOutlinedIcon />} onClick={() => bulk('publish')}>
            {s.bulkPublish}
          </Button>
          <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => bulk('download')}>
            {s.bulkDownload}
          </Button>
          <Button size="small" variant="outlined" startIcon={<EmailOutlinedIcon />} onClick={() => bulk('email')}>
            {s.bulkEmail}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button size="small" onClick={() => setSelected(new Set())}>
            {s.clearSelection}
          </Button>
        </Paper>
      ) : null}
      <RecordTable
        kind={kind}
        rows={rows}
        threshold={meta?.threshold ?? PAYMENT_RECORD_THRESHOLD}
        selection={canEdit ? { selected, onChange: select } : undefined}
        actions={(row) => (
          <RowActions
            row={row}
            canEdit={canEdit}
            canPreview={canReadPersonal}
            myNumberStaff={myNumberStaff}
            onPreview={() => setPreview({ kind, code: rowCode(row), name: rowName(row), year })}
            onAction={(which) => setAction({ scope: 'row', action: which, kind, year, code: rowCode(row), name: rowName(row) })}
          />
        )}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed, query.error) : null}
        emptyMessage={filtered ? s.emptySearch : kind === 'contracts' ? s.emptyContracts(year) : s.empty(year)}
        pagination={list.pagination(meta?.totalCount ?? 0)}
      />
      <RecordActionDialog
        action={action}
        onClose={() => setAction(null)}
        onDone={() => setSelected(new Set())}
        onJob={(started, which) => setJob({ code: started.code, action: which })}
      />
      <JobProgressDialog
        code={job?.code ?? null}
        title={job ? s.jobTitle[job.action] : undefined}
        doneText={job?.action === 'email' ? (finished) => s.emailsDone(finished.done) : undefined}
        onClose={() => {
          setJob(null);
          void refreshQueries(queryClient, paymentRecordKeys.all);
        }}
      />
      <PdfPreviewDialog target={preview} onClose={() => setPreview(null)} />
      <CategoriesDialog open={categoriesOpen} canEdit={canEditCategories} onClose={() => setCategoriesOpen(false)} />
    </Box>
  );
}

/** /payment_record: per worker. */
export function PaymentRecordWorkersPage() {
  return <PaymentRecordScreen kind="businessors" />;
}

/** /payment_record/contract: per contract. */
export function PaymentRecordContractsPage() {
  return <PaymentRecordScreen kind="contracts" />;
}
