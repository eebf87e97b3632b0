import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCOUNTING_VALUE_MAX,
  accountKeys,
  departmentSourceLabels,
  departmentSources,
  taxKeys,
  type AccountingMappingKind,
  type AccountingMappingRow,
  type AccountingMappingTarget,
  type AccountingMappingWire,
} from '@app/shared/accounting-exports';
import { ja } from '@app/shared/messages/ja';
import { can } from '@app/shared/roles';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useToastedAction } from '../../components/toast';
import { useAccountingMapping, useSaveAccountingMapping } from '../../features/accounting-exports/api';
import { useProfile } from '../../features/profile/api/get-profile';
import { ApiError, failureMessage } from '../../lib/api-client';
import { foldForSearch } from '@app/shared/kana';

const t = ja.accounting;
const id = (kind: AccountingMappingKind, key: string) => `${kind}:${key}`;
const rateName = (rate: number) => (rate === 8 ? '8%（軽減）' : `${rate}%`);

/** The label of a 税区分 key (accounting-exports.ts taxKeys). */
function taxLabel(key: string): string {
  const [head, a, b] = key.split('_');
  if (head === 'qualified') return t.taxLabels.qualified(rateName(Number(a)));
  if (head === 'transitional') return t.taxLabels.transitional(Number(a), rateName(Number(b)));
  if (key === 'exempt') return t.taxLabels.exempt;
  if (key === 'direct') return t.taxLabels.direct;
  if (key === 'mf_invoice_qualified') return t.taxLabels.mfQualified;
  return t.taxLabels.mfTransitional(Number(b));
}

/** 税区分 keys in the order of taxKeys (rates, then the 経過措置 shares and 0), the MF インボイス values apart. */
const TAX_KEYS = taxKeys.filter((k) => !k.startsWith('mf_invoice_'));
const MF_KEYS = taxKeys.filter((k) => k.startsWith('mf_invoice_'));

/**
 * /company/accounting_mapping — 会計ソフト連携 (issue #25 item 1): the names the journal exports write, as the customer's
 * own accounting masters spell them: accounts, 税区分 per rate and 経過措置 share, 部門 by department or project, and
 * 補助科目 per worker. Saved all at once; a refusal is shown under its field.
 */
export function AccountingMappingPage() {
  const profile = useProfile();
  const canEdit = profile.data ? can(profile.data.role, 'editWorkers') : false;
  const mapping = useAccountingMapping();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={t.mappingTitle} description={t.mappingLead} />
      {mapping.isPending ? <Skeleton variant="rounded" height={320} /> : null}
      {mapping.isError ? <Alert severity="error">{failureMessage(t.loadFailed, mapping.error)}</Alert> : null}
      {mapping.isSuccess ? <MappingForm key={mapping.dataUpdatedAt} data={mapping.data} canEdit={canEdit} /> : null}
    </Box>
  );
}

/** The form of one loaded mapping (a new load starts it afresh). */
function MappingForm({ data, canEdit }: { data: AccountingMappingWire; canEdit: boolean }) {
  const save = useSaveAccountingMapping();
  const run = useToastedAction(t.saveFailed);
  const [values, setValues] = useState<Map<string, string>>(() => new Map(data.rows.map((r) => [id(r.kind, r.key), r.value])));
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [keyword, setKeyword] = useState('');

  const defaults = useMemo(() => new Map(data.defaults.map((r) => [id(r.kind, r.key), r.value])), [data]);
  const source = values.get(id('option', 'department_source')) || defaults.get(id('option', 'department_source')) || 'department';

  const set = (kind: AccountingMappingKind, key: string, value: string) =>
    setValues((prev) => {
      const next = new Map(prev);
      next.set(id(kind, key), value);
      return next;
    });

  const field = (kind: AccountingMappingKind, key: string, label: string, placeholder: string) => {
    const k = id(kind, key);
    const error = errors.get(k);
    return (
      <TextField
        size="small"
        fullWidth
        label={label}
        value={values.get(k) ?? ''}
        placeholder={placeholder}
        onChange={(e) => set(kind, key, e.target.value)}
        disabled={!canEdit}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: ACCOUNTING_VALUE_MAX + 10, 'data-testid': `mapping-${kind}-${key}` }, inputLabel: { shrink: true } }}
      />
    );
  };

  const onSave = async () => {
    const rows: AccountingMappingRow[] = [...values].map(([k, value]) => {
      const at = k.indexOf(':');
      return { kind: k.slice(0, at) as AccountingMappingKind, key: k.slice(at + 1), value: value.trim() };
    }).filter((r) => r.value !== '');
    const error = await run(() => save.mutateAsync(rows), t.saved);
    const next = new Map<string, string>();
    if (error instanceof ApiError) {
      for (const [path, messages] of Object.entries(error.fields)) {
        const index = Number(path.split('.')[1]);
        const row = rows[index];
        if (row) next.set(id(row.kind, row.key), messages.join(''));
      }
    }
    setErrors(next);
  };

  /** A titled grid of name fields, two a row, each with its default as placeholder. */
  const fieldGrid = (title: string, kind: AccountingMappingKind, keys: readonly string[], labelOf: (key: string) => string) => (
    <section>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {keys.map((key) => (
          <Box key={key}>{field(kind, key, labelOf(key), defaults.get(id(kind, key)) ?? '')}</Box>
        ))}
      </Box>
    </section>
  );

  const targetTable = (kind: 'department' | 'project' | 'worker', targets: AccountingMappingTarget[], testId: string) => (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '40%' }}>{t.columns.name}</TableCell>
            <TableCell>{t.columns.value}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {targets.map((target) => (
            <TableRow key={target.code}>
              <TableCell>{target.name}</TableCell>
              <TableCell>{field(kind, target.code, '', target.name)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );

  const folded = foldForSearch(keyword);
  const workers = data.workers.filter((w) => !folded || foldForSearch(w.name).includes(folded) || w.code === keyword.trim());

  return (
    <Box>
      {canEdit ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" onClick={() => void onSave()} disabled={save.isPending} data-testid="mapping-save">
            {t.save}
          </Button>
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 4 }}>
        {fieldGrid(t.sections.accounts, 'account', accountKeys, (key) => t.accounts[key as (typeof accountKeys)[number]])}
        {fieldGrid(t.sections.taxes, 'tax', TAX_KEYS, taxLabel)}
        {fieldGrid(t.sections.mfInvoice, 'tax', MF_KEYS, taxLabel)}
        <section>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t.sections.departments}
          </Typography>
          <TextField
            select
            size="small"
            label={t.departmentSource}
            value={source}
            onChange={(e) => set('option', 'department_source', e.target.value)}
            disabled={!canEdit}
            sx={{ minWidth: 280, mb: 2 }}
            slotProps={{ htmlInput: { 'data-testid': 'mapping-department-source' } }}
          >
            {departmentSources.map((s) => (
              <MenuItem key={s} value={s}>
                {departmentSourceLabels[s]}
              </MenuItem>
            ))}
          </TextField>
          {source === 'department' ? targetTable('department', data.departments, 'mapping-departments') : null}
          {source === 'project' ? targetTable('project', data.projects, 'mapping-projects') : null}
        </section>
        <section>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t.sections.workers}
          </Typography>
          <Box sx={{ mb: 2 }}>
            <SearchField value={keyword} onSearch={setKeyword} label={t.search} width={320} />
          </Box>
          {targetTable('worker', workers, 'mapping-workers')}
        </section>
      </Box>
    </Box>
  );
}
