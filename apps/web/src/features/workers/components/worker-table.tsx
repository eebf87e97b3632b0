import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { customColumnCode, type WorkerColumnKey, type WorkerDisplayFieldKey } from '@app/shared/worker-display-fields';
import { workerRequiredEntryLabels } from '@app/shared/worker-required-entries';
import { endedRegistrationStatuses } from '@app/shared/invoice-registrations';
import { workerOccupationLabels, type WorkerListItemWire } from '@app/shared/workers';
import { StatusChip } from '../../../components/status-chip';
import { invoiceRegistrationStatusTone, myNumberStatusTone } from '../../../components/status-tones';
import { DataTable, type DataTableColumn, type DataTablePagination } from '../../../components/data-table';
import { orDash } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** The value of an extra column the company chose (each is already on the row: no extra request). */
function extraValue(worker: WorkerListItemWire, key: WorkerDisplayFieldKey): string {
  switch (key) {
    case 'occupation':
      return worker.occupation ? workerOccupationLabels[worker.occupation] : orDash(null);
    case 'status':
      return worker.disp_status_name;
    case 'created_at':
      return formatDate(worker.created_at);
    default:
      return orDash(worker[key]);
  }
}

/** A chosen column's text: a built-in value, or a custom field's value as the API formatted it. */
function columnValue(worker: WorkerListItemWire, key: WorkerColumnKey): string {
  const code = customColumnCode(key);
  if (code !== null) return orDash(worker.custom_fields?.[code]);
  return extraValue(worker, key as WorkerDisplayFieldKey);
}

/** Read by screen readers, not shown. */
const srOnly = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/**
 * 招待中 and 仮登録 workers carry their own chip in place of the my-number status; a registered worker who misses an
 * entry the company requires (ワーカー必須項目) also carries 未入力あり, naming the entries on hover and to screen readers.
 */
export function WorkerStateChip({
  worker,
}: {
  worker: Pick<WorkerListItemWire, 'status' | 'disp_status_name' | 'my_number_status' | 'disp_my_number_status_name' | 'missing_required_entries' | 'invoice_registration_status'>;
}) {
  if (worker.status === 'invited') {
    return <StatusChip tone="warning" label={worker.disp_status_name} testId="worker-invited-chip" />;
  }
  const missing = worker.missing_required_entries ?? [];
  // a lapsed (失効) or cancelled (取消) インボイス登録 (the list's one joined column)
  const registration = worker.invoice_registration_status ?? null;
  const ended = registration !== null && endedRegistrationStatuses.includes(registration) ? registration : null;
  const missingText = ja.requiredEntries.missingChipTitle(missing.map((k) => workerRequiredEntryLabels[k]));
  return (
    // relative: the chip's screen-reader text (absolutely positioned) stays inside the table's scroll area instead of
    // widening the page on a phone
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', position: 'relative' }}>
      {worker.status === 'temporary' ? <StatusChip tone="neutral" label={worker.disp_status_name} /> : null}
      <StatusChip
        variant="outlined"
        tone={myNumberStatusTone[worker.my_number_status]}
        label={ja.workerDetail.myNumberChip(worker.disp_my_number_status_name)}
        testId="worker-my-number-chip"
      />
      {ended ? (
        <StatusChip
          variant="outlined"
          tone={invoiceRegistrationStatusTone[ended]}
          label={ja.invoiceRegistrations.listChip(ja.invoiceRegistrations.statusLabels[ended])}
          title={ja.invoiceRegistrations.listChipTitle(ja.invoiceRegistrations.statusLabels[ended])}
          testId="worker-invoice-ended-chip"
        />
      ) : null}
      {missing.length > 0 ? (
        <StatusChip
          variant="outlined"
          tone="warning"
          label={
            <>
              {ja.requiredEntries.missingChip}
              <Box component="span" sx={srOnly}>
                {missingText}
              </Box>
            </>
          }
          title={missingText}
          testId="worker-missing-required-chip"
        />
      ) : null}
    </Box>
  );
}

export interface WorkerTableProps {
  workers: WorkerListItemWire[];
  /** the chosen extra columns with their headers (built-in keys and `custom:<code>`) */
  extraFields: Array<{ key: WorkerColumnKey; label: string }>;
  /** the custom field the list is sorted by; a custom column's header sorts by it */
  sort?: { code: string; order: 'asc' | 'desc' } | null;
  onSort?: (code: string) => void;
  canEdit: boolean;
  loading: boolean;
  searching: boolean;
  errorMessage: string | null;
  pagination: DataTablePagination;
  onReinvite: (worker: WorkerListItemWire) => void;
  onCancelInvite: (worker: WorkerListItemWire) => void;
}

/** Short values that read badly when broken over lines (マーケティング／部). */
const nowrapFields = new Set<WorkerColumnKey>(['contract_period', 'created_at', 'occupation', 'own_department']);

export function WorkerTable({ workers, extraFields, sort = null, onSort, canEdit, loading, searching, errorMessage, pagination, onReinvite, onCancelInvite }: WorkerTableProps) {
  const columns: DataTableColumn<WorkerListItemWire>[] = [
    {
      key: 'fullname',
      header: ja.worker.columnName,
      render: (worker) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {worker.fullname}
          </Typography>
          {worker.full_namekana ? (
            <Typography variant="caption" color="text.secondary">
              {worker.full_namekana}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'department_name',
      header: ja.worker.columnDepartment,
      render: (w) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {orDash(w.department_name)}
        </Typography>
      ),
    },
    ...extraFields.map(({ key, label }) => {
      const code = customColumnCode(key);
      const active = code !== null && sort?.code === code;
      return {
        key: `extra-${key}`,
        header:
          code !== null && onSort ? (
            <TableSortLabel active={active} direction={active ? sort.order : 'asc'} onClick={() => onSort(code)} aria-label={ja.customFields.sortBy(label)}>
              {label}
            </TableSortLabel>
          ) : (
            label
          ),
        render: (w: WorkerListItemWire) => (
          <Typography variant="body2" sx={{ whiteSpace: nowrapFields.has(key) ? 'nowrap' : undefined }}>
            {columnValue(w, key)}
          </Typography>
        ),
      };
    }),
    { key: 'disp_my_number_status_name', header: ja.worker.columnStatus, render: (w) => <WorkerStateChip worker={w} /> },
    {
      key: 'actions',
      header: ja.worker.columnActions,
      align: 'right',
      // as narrow as its buttons: the room goes to the name, department and occupation (issue #21)
      width: '1%',
      render: (w) => (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center', whiteSpace: 'nowrap' }}>
          {canEdit && w.status === 'invited' && w.invite_id !== null ? (
            <>
              <Button size="small" variant="text" sx={{ minWidth: 0 }} onClick={() => onReinvite(w)} aria-label={`${w.full_name} ${ja.workerInvite.reinvite}`}>
                {ja.workerInvite.reinvite}
              </Button>
              <Button size="small" variant="text" color="error" sx={{ minWidth: 0 }} onClick={() => onCancelInvite(w)} aria-label={`${w.full_name} ${ja.workerInvite.cancel}`}>
                {ja.workerInvite.cancel}
              </Button>
            </>
          ) : null}
          <Button
            component={RouterLink}
            to={paths.workerDetail(w.code)}
            size="small"
            variant="outlined"
            endIcon={<ChevronRightIcon />}
            aria-label={`${w.fullname} ${ja.worker.detail}`}
          >
            {ja.worker.detail}
          </Button>
        </Box>
      ),
    },
  ];
  return (
    <DataTable
      ariaLabel={ja.worker.listTitle}
      columns={columns}
      rows={workers}
      getRowKey={(w) => w.code}
      loading={loading}
      errorMessage={errorMessage}
      emptyMessage={searching ? ja.worker.emptySearch : ja.worker.empty}
      pagination={pagination}
      minWidth={720 + extraFields.length * 120}
    />
  );
}
